import type { TPublicTenant } from '@puente/shared';
import type { Tenant } from '../../db/schema/index.ts';

export const presentPublicTenant = (tenant: Tenant): TPublicTenant => ({
  name: tenant.name,
  defaultLocale: tenant.defaultLocale === 'en' ? 'en' : 'es',
  paymentEnabled: tenant.paymentEnabled,
  guestPaymentsEnabled: tenant.guestPaymentsEnabled,
  tutoringEnabled: tenant.tutoringEnabled,
  supportEmail: tenant.supportEmail,
  supportPhone: tenant.supportPhone,
  timeZone: tenant.timeZone,
  signInProvider: tenant.oidcIssuer ? tenant.oidcDisplayName : null,
});
