import { PAYMENT_PROVIDER_MODES, type TTenantSettings } from '@puente/shared';
import type { Tenant } from '../../db/schema/index.ts';

/** The settings as the screen shows them: of the secret key only whether one is set, never the key. */
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
  version: tenant.version,
  updatedAt: tenant.updatedAt.toISOString(),
});
