import { describe, expect, it } from 'vitest';
import { ZTenantSettingsEdit } from './admin-billing/tenant-settings-api.ts';
import { isIanaTimeZone } from './iana-time-zone.ts';

describe('isIanaTimeZone', () => {
  it('takes the IANA names', () => {
    for (const zone of [
      'America/Bogota',
      'Europe/Madrid',
      'UTC',
      'America/Argentina/Buenos_Aires',
      'Asia/Kolkata',
      'Asia/Calcutta',
    ])
      expect(isIanaTimeZone(zone), zone).toBe(true);
  });

  it('refuses offsets, other casings, unknown names and blanks', () => {
    for (const zone of ['+05:00', '-03:00', 'america/bogota', 'Mars/Olympus', 'Bogotá', '', ' UTC'])
      expect(isIanaTimeZone(zone), zone).toBe(false);
  });
});

describe("the settings' time zone", () => {
  const settings = {
    name: 'Escuela',
    supportEmail: 'soporte@escuela.test',
    supportPhone: '+57 1 555 0100',
    paymentEnabled: true,
    tutoringEnabled: false,
    guestLimit: 2,
    lateFeeCents: 0,
    lateFeeGraceDays: 5,
    tutoringCancelCutoffHours: 12,
    tutoringSessionPriceCents: 0,
    tutoringMeetingUrlPattern: '',
    paymentProviderMode: 'server',
    paymentPublicKey: '',
    defaultLocale: 'es',
    version: 1,
  } as const;

  it('is an IANA zone, else tenant.invalid-time-zone on the field', () => {
    expect(ZTenantSettingsEdit.safeParse({ ...settings, timeZone: 'America/Bogota' }).success).toBe(true);
    const bad = ZTenantSettingsEdit.safeParse({ ...settings, timeZone: 'GMT-5 Bogotá' });
    expect(bad.error?.issues).toEqual([
      expect.objectContaining({ path: ['timeZone'], message: 'tenant.invalid-time-zone' }),
    ]);
  });
});
