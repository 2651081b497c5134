import { TZDate } from '@date-fns/tz';
import { formatISO } from 'date-fns';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ODD_ZONES } from '../../../test/odd-zones.ts';
import { localClockAt, localNow, studentZone } from './student-day.ts';

/** A fresh reckoning with date-fns: the wall-clock date and hour of an instant in a zone. */
const fresh = (at: Date, zone: string) => {
  const wall = new TZDate(at.getTime(), zone);
  return { date: formatISO(wall, { representation: 'date' }), hour: wall.getHours() };
};

describe("a student's day", () => {
  afterEach(() => vi.restoreAllMocks());

  it("is reckoned in the student's zone, else the school's, else UTC", () => {
    expect(studentZone('America/Bogota', 'Europe/Madrid')).toBe('America/Bogota');
    expect(studentZone(null, 'Europe/Madrid')).toBe('Europe/Madrid');
    expect(studentZone('Mars/Olympus', 'Europe/Madrid')).toBe('Europe/Madrid');
    expect(studentZone('', 'Mars/Olympus')).toBe('UTC');
    expect(studentZone(null, null)).toBe('UTC');
  });

  it('has the wall-clock date and hour of the zone, daylight saving included', () => {
    // 20:30 in Bogotá (UTC-5) is already the next day in UTC.
    expect(localNow(new Date('2026-01-11T01:30:00Z'), 'America/Bogota')).toEqual({
      date: '2026-01-10',
      hour: 20,
    });
    // Madrid is UTC+2 until the last Sunday of October, UTC+1 after; midnight is hour 0, not 24.
    expect(localNow(new Date('2026-10-24T22:30:00Z'), 'Europe/Madrid')).toEqual({
      date: '2026-10-25',
      hour: 0,
    });
    expect(localNow(new Date('2026-10-25T22:30:00Z'), 'Europe/Madrid')).toEqual({
      date: '2026-10-25',
      hour: 23,
    });
    // Samoa skipped 30 December 2011.
    expect(localNow(new Date('2011-12-30T10:00:00Z'), 'Pacific/Apia')).toEqual({
      date: '2011-12-31',
      hour: 0,
    });
  });

  it('answers any instant in zones with odd offsets and changes as a fresh reckoning would', () => {
    const instant = fc
      .integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2100, 0, 1) })
      .map((ms) => new Date(ms));
    fc.assert(
      fc.property(instant, fc.constantFrom(...ODD_ZONES), (at, zone) => {
        expect(localNow(at, zone)).toEqual(fresh(at, zone));
        expect(localClockAt(at)(zone)).toEqual(fresh(at, zone));
      }),
      { numRuns: 2000 },
    );
  });

  it('is worked out once per zone for an instant, however many students ask (no formatter per student)', () => {
    const at = new Date('2026-03-05T18:05:00Z');
    const expected = new Map(ODD_ZONES.map((zone) => [zone, fresh(at, zone)]));
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    const clock = localClockAt(at);
    const seen: [string, unknown][] = [];
    for (let student = 0; student < 300; student += 1) {
      const zone = studentZone(ODD_ZONES[student % ODD_ZONES.length]!, 'Europe/Madrid');
      seen.push([zone, clock(zone)]);
    }
    const formatters = made.mock.calls.length;
    made.mockRestore();
    // At most a zone check and a formatter per zone, whatever it was asked before.
    expect(formatters).toBeLessThanOrEqual(2 * ODD_ZONES.length);
    for (const [zone, local] of seen) expect(local).toEqual(expected.get(zone));
  });
});
