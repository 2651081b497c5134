/** A user's state: deactivated, reactivated, deleted, recovered, always keeping an administrator. */
export { deactivateUser } from './deactivate-user.ts';
export { deleteUser } from './delete-user.ts';
export { keepAnAdministrator } from './last-administrator.ts';
export { reactivateUser } from './reactivate-user.ts';
export { recoverUser } from './recover-user.ts';
