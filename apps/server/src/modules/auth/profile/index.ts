/** The signed-in user's own identity, profile, language and sessions. */
export { getMyIdentity } from './get-my-identity.ts';
export { getMyProfile } from './get-my-profile.ts';
export { listMySessions } from './list-my-sessions.ts';
export { setPreferredLocale } from './set-preferred-locale.ts';
export { signOutDevice } from './sign-out-device.ts';
export { signOutOtherSessions } from './sign-out-other-sessions.ts';
export { updateMyProfile } from './update-my-profile.ts';
