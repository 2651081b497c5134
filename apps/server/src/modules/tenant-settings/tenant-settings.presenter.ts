import type { TTenantSettings } from '@puente/shared';
import type { Tenant } from '../../db/schema/index.ts';

/** The settings as the screen shows them: of the secret key only whether one is set, never the key. */
export const presentTenantSettings = (tenant: Tenant): TTenantSettings => ({
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
  tutoringMeetingUrlPattern: tenant.tutoringMeetingUrlPattern ?? '',
  paymentProviderMode:
    tenant.paymentProviderMode === 'test' || tenant.paymentProviderMode === 'live'
      ? tenant.paymentProviderMode
      : 'sandbox',
  paymentPublicKey: tenant.paymentPublicKey ?? '',
  secretKeyConfigured: tenant.paymentSecretKey !== null && tenant.paymentSecretKey !== '',
  defaultLocale: tenant.defaultLocale === 'en' ? 'en' : 'es',
  version: tenant.version,
  updatedAt: tenant.updatedAt.toISOString(),
});
