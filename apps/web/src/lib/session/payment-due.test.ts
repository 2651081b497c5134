import { describe, expect, it } from 'vitest';
import { daysUntil, isPaymentDue } from './payment-due';

const now = new Date(2026, 4, 10, 15, 30);
const student = { payEnabled: true, isStudent: true };

describe('isPaymentDue', () => {
  it('is due when the next payment date is within 7 days or past', () => {
    expect(isPaymentDue({ ...student, nextPaymentDate: '2026-05-13' }, now)).toBe(true);
    expect(isPaymentDue({ ...student, nextPaymentDate: '2026-05-17' }, now)).toBe(true);
    expect(isPaymentDue({ ...student, nextPaymentDate: '2026-05-10' }, now)).toBe(true);
    expect(isPaymentDue({ ...student, nextPaymentDate: '2026-04-01' }, now)).toBe(true);
    expect(isPaymentDue({ ...student, nextPaymentDate: '2026-05-18' }, now)).toBe(false);
  });
  it('is due while the auto-pay charge waits for the student to confirm it with the bank, whatever the date', () => {
    const needed = { ...student, authenticationNeeded: true };
    expect(isPaymentDue({ ...needed, nextPaymentDate: '2026-09-10' }, now)).toBe(true);
    expect(isPaymentDue({ ...needed, nextPaymentDate: null }, now)).toBe(true);
    expect(isPaymentDue({ ...needed, payEnabled: false, nextPaymentDate: null }, now)).toBe(false);
    expect(isPaymentDue({ ...needed, isStudent: false, nextPaymentDate: null }, now)).toBe(false);
    expect(
      isPaymentDue({ ...student, authenticationNeeded: false, nextPaymentDate: '2026-09-10' }, now),
    ).toBe(false);
  });

  it("counts the days from the school's date, not the device's: 21:00 in Bogotá is already tomorrow in UTC", () => {
    // 2026-03-10 02:00 UTC = 2026-03-09 21:00 in Bogotá; 2026-03-17 is 8 days off in Bogotá, 7 in UTC.
    const evening = new Date(Date.UTC(2026, 2, 10, 2, 0));
    const next = { ...student, nextPaymentDate: '2026-03-17' };
    expect(isPaymentDue({ ...next, timeZone: 'America/Bogota' }, evening)).toBe(false);
    expect(isPaymentDue({ ...next, timeZone: 'UTC' }, evening)).toBe(true);
    expect(daysUntil('2026-03-10', evening, 'America/Bogota')).toBe(1);
    expect(daysUntil('2026-03-10', evening, 'Europe/Madrid')).toBe(0);
    // An unknown zone falls back to the device's date instead of failing.
    expect(daysUntil('2026-03-10', evening, 'Mars/Olympus')).not.toBeNull();
  });

  it("answers from the school's day at every instant, also where it skips asking for it", () => {
    // The zones farthest from UTC (+14, -12), some in between, the device's own, an unknown one.
    const zones = [
      'Pacific/Kiritimati',
      'Etc/GMT+12',
      'America/Bogota',
      'Europe/Madrid',
      'Asia/Tokyo',
      undefined,
    ];
    let seed = 11;
    const random = () => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return seed / 2 ** 32;
    };
    for (let round = 0; round < 600; round++) {
      const at = new Date(Date.UTC(2026, 0, 1) + Math.floor(random() * 365 * 86_400_000));
      const due = new Date(at.getTime() + Math.floor((random() * 24 - 12) * 86_400_000))
        .toISOString()
        .slice(0, 10);
      const timeZone = zones[round % zones.length];
      const days = daysUntil(due, at, timeZone) ?? Number.NaN;
      const label = `${at.toISOString()} ${due} ${timeZone}`;
      expect(isPaymentDue({ ...student, nextPaymentDate: due, timeZone }, at), label).toBe(days <= 7);
    }
  });

  it('is never due without payment, for staff, or without a date', () => {
    expect(isPaymentDue({ ...student, payEnabled: false, nextPaymentDate: '2026-05-11' }, now)).toBe(false);
    expect(isPaymentDue({ ...student, isStudent: false, nextPaymentDate: '2026-05-11' }, now)).toBe(false);
    expect(isPaymentDue({ ...student, nextPaymentDate: null }, now)).toBe(false);
    expect(isPaymentDue({ ...student, nextPaymentDate: 'soon' }, now)).toBe(false);
  });
});

describe('daysUntil', () => {
  it('counts calendar days, negative when past', () => {
    expect(daysUntil('2026-05-11', now)).toBe(1);
    expect(daysUntil('2026-05-09', now)).toBe(-1);
    expect(daysUntil('2026-06-10', now)).toBe(31);
  });
});
