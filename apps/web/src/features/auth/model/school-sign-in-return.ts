import { safeReturnTo } from './login-flow';

const key = 'puente.schoolSignInReturnTo';

/**
 * Where a sign-in with the school's provider returns to: the login page's `returnTo` is kept in this tab
 * while the browser visits the provider (the callback comes back to /login with no query of ours).
 */
export function keepSchoolSignInReturn(returnTo: string | null) {
  try {
    if (returnTo === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, returnTo);
  } catch {
    // Storage disabled: the sign-in returns to the home page.
  }
}

/** The kept `returnTo` (checked again as on the login page), forgotten once read. */
export function takeSchoolSignInReturn(): string | null {
  try {
    const kept = sessionStorage.getItem(key);
    sessionStorage.removeItem(key);
    return safeReturnTo(kept);
  } catch {
    return null;
  }
}
