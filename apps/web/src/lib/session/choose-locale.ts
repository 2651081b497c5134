import { isSupportedLocale } from '@puente/shared';
import { rememberSignedOutChoice } from '../locale-store';
import { setLocale } from '../set-locale';
import { isAuthenticated, useSession } from './session-store';

/**
 * The user picks the interface language: it changes at once, and a signed-in user's choice is also kept
 * on the server (the session service loads with it). Refuses (false) an unsupported locale.
 */
export function chooseLocale(locale: string): boolean {
  if (!isSupportedLocale(locale) || !setLocale(locale)) return false;
  if (isAuthenticated(useSession.getState())) {
    void import('./session-service').then((service) => service.saveLocale(locale));
  } else {
    // Chosen by hand before signing in: the sign-in keeps it (and saves it) instead of the account's.
    rememberSignedOutChoice(locale);
  }
  return true;
}
