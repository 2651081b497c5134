import { describe, expect, it } from 'vitest';
import { calendarDayText } from './calendar-day-text';

describe('calendarDayText', () => {
  it('reads a calendar day in the reader language, never as an ISO date nor the day before', () => {
    expect(calendarDayText('2026-10-26', 'es')).toBe('26 oct 2026');
    expect(calendarDayText('2026-10-26', 'en')).toBe('Oct 26, 2026');
    expect(calendarDayText('2026-01-01', 'en')).toBe('Jan 1, 2026');
  });
});
