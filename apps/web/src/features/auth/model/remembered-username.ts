import { readLocal, writeLocal } from '../../../lib/local-storage';

const REMEMBERED_USERNAME_KEY = 'puente.rememberedUsername';

/** The username kept by 'remember me', or ''. */
export const rememberedUsername = (): string => readLocal(REMEMBERED_USERNAME_KEY) ?? '';

/** Keeps the username when 'remember me' is ticked, forgets it otherwise. */
export const rememberUsername = (username: string, rememberMe: boolean) =>
  writeLocal(REMEMBERED_USERNAME_KEY, rememberMe ? username : null);
