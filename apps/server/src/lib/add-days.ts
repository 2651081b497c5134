import { tz } from '@date-fns/tz';
import { addDays as addCalendarDays } from 'date-fns';

const utc = tz('UTC');

/** The calendar date (YYYY-MM-DD) `days` after another (before, when negative). */
export const addDays = (isoDate: string, days: number): string =>
  addCalendarDays(`${isoDate}T00:00:00Z`, days, { in: utc }).toISOString().slice(0, 10);
