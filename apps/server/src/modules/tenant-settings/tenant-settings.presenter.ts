import { PAYMENT_PROVIDER_MODES, type TTenantSettings } from '@puente/shared';
import type { Tenant } from '../../db/schema/index.ts';

/** The settings as the screen shows them: of the secret keys only whether one is set, never the key. */
export const presentTenantSettings = (
  tenant: Tenant,
  serverProvider: TTenantSettings['serverProvider'],
): TTenantSettings => ({
  name: tenant.name,
  supportEmail: tenant.supportEmail,
  supportPhone: tenant.supportPhone,
  paymentEnabled: tenant.paymentEnabled,
  tutoringEnabled: tenant.tutoringEnabled,
  guestLimit: tenant.guestLimit,
  lateFeeCents: tenant.lateFeeCents,
  lateFeeGraceDays: tenant.lateFeeGraceDays,
  tutoringCancelCutoffHours: tenant.tutoringCancelCutoffHours,
  tutoringSessionPriceCents: tenant.tutoringSessionPriceCents,
  guestsMayBookPaidTutoring: tenant.guestsMayBookPaidTutoring,
  tutoringMeetingUrlPattern: tenant.tutoringMeetingUrlPattern ?? '',
  paymentProviderMode: PAYMENT_PROVIDER_MODES.find((mode) => mode === tenant.paymentProviderMode) ?? 'server',
  paymentPublicKey: tenant.paymentPublicKey ?? '',
  secretKeyConfigured: tenant.paymentSecretKey !== null && tenant.paymentSecretKey !== '',
  serverProvider,
  defaultLocale: tenant.defaultLocale === 'en' ? 'en' : 'es',
  timeZone: tenant.timeZone,
  oidcIssuer: tenant.oidcIssuer ?? '',
  oidcClientId: tenant.oidcClientId ?? '',
  oidcClientSecretConfigured: tenant.oidcClientSecret !== null && tenant.oidcClientSecret !== '',
  oidcDisplayName: tenant.oidcDisplayName ?? '',
  oidcEmailDomains: tenant.oidcEmailDomains,
  oidcCreatesAccounts: tenant.oidcCreatesAccounts,
  version: tenant.version,
  updatedAt: tenant.updatedAt.toISOString(),
});
