import { describe, expect, it } from 'vitest';
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
});
