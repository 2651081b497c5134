import type { TLoginResponse } from '@puente/shared';
import type { StoredSession } from '../lib/session/stored-session';

export const storedSample: StoredSession = {
  sid: 'u-1',
  preferred_name: 'Estefanía Muñoz',
  access_token: 'token-1',
  scopes: 'Student',
  master: true,
  tutor: false,
  locale: 'es',
  remember_me: true,
  active: true,
  balance: 120.5,
  delinquentAmount: 0,
  installment: 50,
  lateCharges: 0,
  lastPaymentDate: null,
  nextPaymentDate: '2026-05-13',
};

export const loginSample: TLoginResponse = {
  userId: 'u-1',
  tokenId: 'token-1',
  firstName: 'Estefanía',
  lastName: 'Muñoz',
  roleName: 'Student',
  isMasterUser: true,
  isTutor: false,
  preferredLocale: 'es',
  isActive: true,
  balance: 120.5,
  delinquentAmount: 0,
  installment: 50,
  lateCharges: 0,
  lastPaymentDate: null,
  nextPaymentDate: '2026-05-13',
  forceChangePassword: false,
  agreeTerms: false,
  expiration: 3_600_000,
  paymentEnabled: true,
  tutoringEnabled: false,
};
