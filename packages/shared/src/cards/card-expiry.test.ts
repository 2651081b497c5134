import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isExpiryCurrentOrFuture, isValidExpiry, parseExpiry } from './card-expiry.ts';

const now = new Date(2026, 4, 15); // 15 May 2026, local time

describe('isValidExpiry (MMYY)', () => {
  it('accepts the current month and later', () => {
    expect(isValidExpiry('0526', now)).toBe(true);
    expect(isValidExpiry('1226', now)).toBe(true);
    expect(isValidExpiry('0127', now)).toBe(true);
    expect(isValidExpiry('1299', now)).toBe(true);
  });
  it('rejects a past month of the current year and past years', () => {
    expect(isValidExpiry('0426', now)).toBe(false);
    expect(isValidExpiry('1225', now)).toBe(false);
  });
  it('rejects month 0 or above 12 and anything but 4 digits', () => {
    for (const text of ['0027', '1327', '527', '05/27', '052027', '', 'ab27']) {
      expect(isValidExpiry(text, now)).toBe(false);
    }
  });
  it('holds for any month and future year (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 27, max: 99 }), (m, y) =>
        isValidExpiry(`${String(m).padStart(2, '0')}${y}`, now),
      ),
    );
  });
});

describe('parseExpiry', () => {
  it('gives month and 4-digit year', () => {
    expect(parseExpiry('0830', now)).toEqual({ expMonth: 8, expYear: 2030 });
    expect(parseExpiry('830', now)).toBeNull();
  });
});

describe('isExpiryCurrentOrFuture (server)', () => {
  const utc = new Date(Date.UTC(2026, 5, 1, 6)); // 1 June 2026 06:00 UTC: still 31 May at UTC-12
  it('accepts a month that is still current somewhere on Earth', () => {
    expect(isExpiryCurrentOrFuture(5, 2026, utc)).toBe(true);
    expect(isExpiryCurrentOrFuture(6, 2026, utc)).toBe(true);
  });
  it('rejects an earlier month', () => {
    expect(isExpiryCurrentOrFuture(4, 2026, utc)).toBe(false);
    expect(isExpiryCurrentOrFuture(12, 2025, utc)).toBe(false);
    expect(isExpiryCurrentOrFuture(5, 2026, new Date(Date.UTC(2026, 5, 1, 13)))).toBe(false);
  });
});
