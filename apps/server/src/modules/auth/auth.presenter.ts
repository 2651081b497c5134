import type { TIdentityResponse, TLoginResponse } from '@puente/shared';
import type { Tenant, User } from '../../db/schema/index.ts';
import { resolveLocale } from '../../lib/locale.ts';
import type { Scope } from '../../plugins/auth-contract.ts';
import type { AccountSummary } from './account-summary.ts';

/** Cents to a number with 2 decimals (money is formatted only at the edge). */
const money = (cents: number): number => Math.round(cents) / 100;

const figures = (summary: AccountSummary) => ({
  isActive: summary.isActive,
  balance: money(summary.balanceCents),
  delinquentAmount: money(summary.delinquentCents),
  installment: money(summary.installmentCents),
  lateCharges: money(summary.lateChargesCents),
  lastPaymentDate: summary.lastPaymentDate,
  nextPaymentDate: summary.nextPaymentDate,
  authenticationNeeded: summary.authenticationNeeded,
});

export type LoginView = {
  tenant: Tenant;
  user: User;
  summary: AccountSummary;
  token: string;
  expiresAt: Date;
  now: Date;
  forceChangePassword: boolean;
  agreeTerms: boolean;
};

export function presentLogin(view: LoginView): TLoginResponse {
  const { user, tenant } = view;
  return {
    userId: user.id,
    tokenId: view.token,
    firstName: user.firstName,
    lastName: user.lastName,
    roleName: user.role,
    isMasterUser: user.isMaster,
    isTutor: user.isTutor,
    preferredLocale: resolveLocale(user.preferredLocale),
    ...figures(view.summary),
    forceChangePassword: view.forceChangePassword,
    agreeTerms: view.agreeTerms,
    expiration: Math.max(0, view.expiresAt.getTime() - view.now.getTime()),
    paymentEnabled: tenant.paymentEnabled,
    tutoringEnabled: tenant.tutoringEnabled,
  };
}

export function presentIdentity(
  user: User,
  summary: AccountSummary,
  scopes: Scope[],
  impersonatorId: string | null,
): TIdentityResponse {
  return {
    id: user.id,
    name: `${user.firstName} ${user.lastName}`.trim(),
    isMaster: user.isMaster,
    isTutor: user.isTutor,
    roleName: user.role,
    preferredLocale: resolveLocale(user.preferredLocale),
    scopes,
    ...figures(summary),
    impersonator: impersonatorId,
  };
}
