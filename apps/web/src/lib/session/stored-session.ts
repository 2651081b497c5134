import type { TLoginResponse } from '@puente/shared';
import type { Role } from './scopes';

/** The stored session of spec section 3, kept in the session cookie. `scopes` holds the role. */
export type StoredSession = {
  sid: string;
  preferred_name: string;
  access_token: string;
  scopes: Role;
  master: boolean;
  tutor: boolean;
  locale: 'es' | 'en';
  remember_me: boolean;
  active: boolean;
  balance: number;
  delinquentAmount: number;
  installment: number;
  lateCharges: number;
  lastPaymentDate: string | null;
  nextPaymentDate: string | null;
};

type FieldCheck = (value: unknown) => boolean;
const text: FieldCheck = (value) => typeof value === 'string';
const filled: FieldCheck = (value) => typeof value === 'string' && value.length > 0;
const flag: FieldCheck = (value) => typeof value === 'boolean';
const amount: FieldCheck = (value) => typeof value === 'number' && Number.isFinite(value);
const date: FieldCheck = (value) => value === null || typeof value === 'string';
const oneOf =
  (...allowed: string[]): FieldCheck =>
  (value) =>
    typeof value === 'string' && allowed.includes(value);

/**
 * The shape of a stored session, field by field. The cookie is read before the first screen is drawn,
 * so this check is written out here rather than loading the validation library (zod) with the first
 * screen's code; the API contracts keep zod.
 */
const storedSessionShape: Record<keyof StoredSession, FieldCheck> = {
  sid: filled,
  preferred_name: text,
  access_token: filled,
  scopes: oneOf('Administrator', 'Professor', 'Student'),
  master: flag,
  tutor: flag,
  locale: oneOf('es', 'en'),
  remember_me: flag,
  active: flag,
  balance: amount,
  delinquentAmount: amount,
  installment: amount,
  lateCharges: amount,
  lastPaymentDate: date,
  nextPaymentDate: date,
};

/** The stored session in `value` (unknown fields dropped), or null when it is not one. */
export function parseStoredSession(value: unknown): StoredSession | null {
  if (typeof value !== 'object' || value === null) return null;
  const source = value as Record<string, unknown>;
  const session: Record<string, unknown> = {};
  for (const [field, check] of Object.entries(storedSessionShape)) {
    if (!check(source[field])) return null;
    session[field] = source[field];
  }
  return session as StoredSession;
}

/** The identity of spec section 3. The anonymous identity has no id. */
export type Identity = {
  id: string | null;
  name: string;
  isMaster: boolean;
  isActive: boolean;
  balance: number;
  delinquentAmount: number;
  installment: number;
  lateCharges: number;
  lastPaymentDate: string | null;
  nextPaymentDate: string | null;
  /** Id of the user acting as this one, or null. */
  impersonator: string | null;
  /**
   * The auto-pay charge needs the student (the card asked for 3-D Secure): from the login and /user/me
   * answers, not kept in the cookie (unknown, so false, until /user/me answers after a restore).
   */
  authenticationNeeded?: boolean;
};

export const anonymousIdentity: Identity = {
  id: null,
  name: 'Anonymous',
  isMaster: false,
  isActive: false,
  balance: 0,
  delinquentAmount: 0,
  installment: 0,
  lateCharges: 0,
  lastPaymentDate: null,
  nextPaymentDate: null,
  impersonator: null,
};

/** The stored session for a login (or renewal) response. */
export function storedSessionFrom(response: TLoginResponse, rememberMe: boolean): StoredSession {
  return {
    sid: response.userId,
    preferred_name: `${response.firstName} ${response.lastName}`.trim(),
    access_token: response.tokenId,
    scopes: response.roleName,
    master: response.isMasterUser,
    tutor: response.isTutor,
    locale: response.preferredLocale,
    remember_me: rememberMe,
    active: response.isActive,
    balance: response.balance,
    delinquentAmount: response.delinquentAmount,
    installment: response.installment,
    lateCharges: response.lateCharges,
    lastPaymentDate: response.lastPaymentDate,
    nextPaymentDate: response.nextPaymentDate,
  };
}

export function identityFrom(stored: StoredSession): Identity {
  return {
    id: stored.sid,
    name: stored.preferred_name,
    isMaster: stored.master,
    isActive: stored.active,
    balance: stored.balance,
    delinquentAmount: stored.delinquentAmount,
    installment: stored.installment,
    lateCharges: stored.lateCharges,
    lastPaymentDate: stored.lastPaymentDate,
    nextPaymentDate: stored.nextPaymentDate,
    impersonator: null,
  };
}
