import { AppError } from '../../lib/app-error.ts';

/** 409 `user.username-in-use`, on the e-mail field (the form shows it there). */
export const usernameInUse = () =>
  new AppError('user.username-in-use', { fields: [{ path: 'email', code: 'user.username-in-use' }] });
