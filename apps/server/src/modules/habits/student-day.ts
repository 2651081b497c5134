import { isKnownZone } from '../../lib/known-zone.ts';
import { type WallClock, wallClock } from '../../lib/wall-clock.ts';

/** The zone a student's days are reckoned in: their own, else the school's, else UTC. */
export const studentZone = (own: string | null, school: string | null): string =>
  isKnownZone(own) ? own : isKnownZone(school) ? school : 'UTC';

/** Today's date (YYYY-MM-DD) in a zone the runtime knows, and the hour (0–23) it is there. */
export const localNow = (now: Date, timeZone: string): WallClock => wallClock(now.getTime(), timeZone);

/**
 * Each zone's date and hour at one instant, worked out once per zone: a job that looks at thousands of
 * students at the same instant asks a few zones each thousands of times.
 */
export function localClockAt(now: Date): (timeZone: string) => WallClock {
  const byZone = new Map<string, WallClock>();
  return (timeZone) => {
    let local = byZone.get(timeZone);
    if (!local) {
      local = localNow(now, timeZone);
      byZone.set(timeZone, local);
    }
    return local;
  };
}
