import type { TLoginResponse } from '@puente/shared';
import { z } from 'zod';

/** The stored session of spec section 3, kept in the session cookie. `scopes` holds the role. */
export const ZStoredSession = z.object({
  sid: z.string().min(1),
  preferred_name: z.string(),
  access_token: z.string().min(1),
  scopes: z.enum(['Administrator', 'Professor', 'Student']),
  master: z.boolean(),
  tutor: z.boolean(),
  locale: z.enum(['es', 'en']),
  remember_me: z.boolean(),
  active: z.boolean(),
  balance: z.number(),
  delinquentAmount: z.number(),
  installment: z.number(),
  lateCharges: z.number(),
  lastPaymentDate: z.string().nullable(),
  nextPaymentDate: z.string().nullable(),
});
export type StoredSession = z.infer<typeof ZStoredSession>;

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
