/** A zone's wall clock at an instant: its date (YYYY-MM-DD) and hour (0–23). */
export type WallClock = { date: string; hour: number };

/** One formatter per zone (building an `Intl.DateTimeFormat` costs far more than using it). */
const formats = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock date and hour of an instant (ms) in a zone the runtime knows, from one formatting. */
export function wallClock(time: number, zone: string): WallClock {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(zone, format);
  }
  let year = '';
  let month = '';
  let day = '';
  let hour = 0;
  for (const part of format.formatToParts(time)) {
    if (part.type === 'year') year = part.value.padStart(4, '0');
    else if (part.type === 'month') month = part.value;
    else if (part.type === 'day') day = part.value;
    else if (part.type === 'hour') hour = Number(part.value);
  }
  return { date: `${year}-${month}-${day}`, hour };
}
