/**
 * The profile screens in one lazily loaded module: one entry in the first screen's list of what each
 * route loads, instead of three (the login page's script is at its budget).
 */
export { default as AddUserPage } from './add-user-page';
export { default as ContactPage } from './contact-page';
export { default as MyProfilePage } from './my-profile-page';
