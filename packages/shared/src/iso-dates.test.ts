import { describe, expect, it } from 'vitest';
import { ZIsoDay, ZIsoInstant } from './iso-dates.ts';

describe('dates a request may name', () => {
  it('refuses ISO year 0000, which PostgreSQL cannot hold', () => {
    expect(ZIsoDay.safeParse('0000-02-29').success).toBe(false);
    expect(ZIsoInstant.safeParse('0000-02-29T00:00:00Z').success).toBe(false);
    // Year 1 at +01:00 is still year 0 in UTC, where the server computes.
    expect(ZIsoInstant.safeParse('0001-01-01T00:30:00+01:00').success).toBe(false);
  });

  it('takes any day and instant from year 1 on', () => {
    expect(ZIsoDay.safeParse('0001-01-01').success).toBe(true);
    expect(ZIsoDay.safeParse('2026-11-28').success).toBe(true);
    expect(ZIsoInstant.safeParse('0001-01-01T01:00:00+01:00').success).toBe(true);
    expect(ZIsoInstant.safeParse('2026-11-28T10:00:00-05:00').success).toBe(true);
    expect(ZIsoDay.safeParse('2026-02-30').success).toBe(false);
  });
});
