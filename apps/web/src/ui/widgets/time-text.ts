import { MINUTE_STEP } from '@puente/shared';

/** A time of day: hours 0-23, minutes 0-59. */
export type TimeParts = { hours: number; minutes: number };
export type HourFormat = '12h' | '24h';

/**
 * Reads a typed time: hours 0-23, optionally a separator (colon, dot or space) and minutes 0-59,
 * optionally an a/p suffix (am, pm, a.m. …); p adds 12 when the hour is under 12. A single-digit
 * minute under 6 without a leading zero is read as tens ("9:3" is 9:30; "9:7" is 9:07).
 */
export function parseTimeText(text: string): TimeParts | null {
  const match = /^(\d{1,2})(?:[:.\s](\d{1,2}))?\s*(?:([ap])\.?(?:m\.?)?)?$/i.exec(text.trim());
  if (!match) return null;
  let hours = Number(match[1]);
  const minuteText = match[2];
  let minutes = minuteText === undefined ? 0 : Number(minuteText);
  if (minuteText?.length === 1 && minutes < 6) minutes *= 10;
  if (match[3]?.toLowerCase() === 'p' && hours < 12) hours += 12;
  if (hours > 23 || minutes > 59) return null;
  return { hours, minutes };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** `HH:mm`, the value the time widgets exchange. */
export const formatTime = ({ hours, minutes }: TimeParts) => `${pad(hours)}:${pad(minutes)}`;

/** The hours a picker offers: 0-23, or 0-12 for the 12-hour picker. */
export const hourChoices = (format: HourFormat) =>
  Array.from({ length: format === '12h' ? 13 : 24 }, (_, hour) => hour);

/** The minutes a picker offers: 00 to 55 in steps of 5. */
export const minuteChoices = () =>
  Array.from({ length: 60 / MINUTE_STEP }, (_, index) => index * MINUTE_STEP);

/** The 12-hour picker's hour and half of the day for a time (0:00 is 0 a; 12:00 is 12 p; 13:00 is 1 p). */
export function toTwelveHour({ hours }: TimeParts): { hour: number; pm: boolean } {
  return { hour: hours > 12 ? hours - 12 : hours, pm: hours >= 12 };
}

/** The time a 12-hour pick means: p adds 12 when the hour is under 12. */
export const fromTwelveHour = (hour: number, pm: boolean) => (pm && hour < 12 ? hour + 12 : hour);
