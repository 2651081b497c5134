/**
 * The three report screens in one lazily loaded module: one entry in the list of what each route loads
 * (the login page's script is at its budget), and the charts come with them only.
 */
export { default as AccountActivityPage } from './account-activity-page';
export { default as MostActiveUsersPage } from './most-active-users-page';
export { default as UserActivityPage } from './user-activity-page';
