/** A zone's wall clock at an instant: its date (YYYY-MM-DD) and hour (0–23). */
export type WallClock = { date: string; hour: number };

/** One formatter per zone for each of the two readings (building one costs far more than using it). */
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const clockFormats = new Map<string, Intl.DateTimeFormat>();

function formatOf(zone: string, withHour: boolean): Intl.DateTimeFormat {
  const formats = withHour ? clockFormats : dateFormats;
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      ...(withHour ? { hour: '2-digit', hourCycle: 'h23' } : {}),
    });
    formats.set(zone, format);
  }
  return format;
}

function read(time: number, zone: string, withHour: boolean): WallClock {
  let year = '';
  let month = '';
  let day = '';
  let hour = 0;
  for (const part of formatOf(zone, withHour).formatToParts(time)) {
    if (part.type === 'year') year = part.value.padStart(4, '0');
    else if (part.type === 'month') month = part.value;
    else if (part.type === 'day') day = part.value;
    else if (part.type === 'hour') hour = Number(part.value);
  }
  return { date: `${year}-${month}-${day}`, hour };
}

/** The wall-clock date and hour of an instant (ms) in a zone the runtime knows, from one formatting. */
export const wallClock = (time: number, zone: string): WallClock => read(time, zone, true);

/** The wall-clock date (YYYY-MM-DD) alone: a formatter without the hour is a little cheaper to use. */
export const wallDate = (time: number, zone: string): string => read(time, zone, false).date;
