import { TZDate } from '@date-fns/tz';
import { formatISO } from 'date-fns';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ODD_ZONES } from '../../test/odd-zones.ts';
import { walkThereAndBack } from '../../test/walk-instants.ts';
import { schoolDate } from './school-date.ts';

describe('schoolDate', () => {
  it("is the school's wall-clock date, not UTC's", () => {
    // 20:00 in Bogotá (UTC-5) is already the next day in UTC.
    expect(schoolDate(new Date('2026-01-11T01:00:00Z'), 'America/Bogota')).toBe('2026-01-10');
    // 00:30 in Madrid (UTC+1 in winter) is still the day before in UTC.
    expect(schoolDate(new Date('2026-01-10T23:30:00Z'), 'Europe/Madrid')).toBe('2026-01-11');
    expect(schoolDate(new Date('2026-01-10T23:30:00Z'), 'UTC')).toBe('2026-01-10');
  });

  it('follows daylight saving: Madrid is UTC+2 until the last Sunday of October', () => {
    expect(schoolDate(new Date('2026-10-24T22:30:00Z'), 'Europe/Madrid')).toBe('2026-10-25');
    expect(schoolDate(new Date('2026-10-25T22:30:00Z'), 'Europe/Madrid')).toBe('2026-10-25');
    expect(schoolDate(new Date('2026-10-25T23:30:00Z'), 'Europe/Madrid')).toBe('2026-10-26');
  });

  it('falls back to UTC for a zone the runtime does not know', () => {
    expect(schoolDate(new Date('2026-01-11T01:00:00Z'), 'Mars/Olympus')).toBe('2026-01-11');
  });

  it('answers each instant of a walk over days, back and forth, as a fresh reckoning would (the last day is remembered)', () => {
    const fresh = (at: Date, zone: string) =>
      formatISO(new TZDate(at.getTime(), zone), { representation: 'date' });
    // Every 37 minutes over four days around Madrid's autumn change, then back in time, in two zones taken in turn.
    for (const at of walkThereAndBack('2026-10-23T20:00:00Z', '2026-10-27T04:00:00Z', 37))
      for (const zone of ['Europe/Madrid', 'America/Bogota'])
        expect(schoolDate(at, zone)).toBe(fresh(at, zone));
  });

  it('answers any instants in any order as a fresh reckoning would, in zones with odd offsets and changes', () => {
    const fresh = (at: Date, zone: string) =>
      formatISO(new TZDate(at.getTime(), zone), { representation: 'date' });
    const instant = fc
      .integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2100, 0, 1) })
      .map((ms) => new Date(ms));
    // Runs of instants close together (the days around one) as well as far apart, so that the remembered
    // day is hit, passed forward and gone back from.
    const nearby = fc
      .tuple(instant, fc.array(fc.integer({ min: -3 * 86_400_000, max: 3 * 86_400_000 }), { maxLength: 20 }))
      .map(([at, steps]) => steps.map((step) => new Date(at.getTime() + step)));
    fc.assert(
      fc.property(
        fc.array(fc.tuple(nearby, fc.constantFrom(...ODD_ZONES)), { minLength: 1, maxLength: 10 }),
        (runs) => {
          for (const [instants, zone] of runs)
            for (const at of instants) expect(schoolDate(at, zone)).toBe(fresh(at, zone));
        },
      ),
      { numRuns: 300 },
    );
  });
});
