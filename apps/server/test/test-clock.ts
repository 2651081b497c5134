import type { Clock } from '../src/lib/clock.ts';

export const MINUTE = 60_000;

/** A day (YYYY-MM-DD, taken at noon UTC) or an instant. */
const instant = (at: string | Date) =>
  typeof at === 'string' && at.length === 10 ? new Date(`${at}T12:00:00.000Z`) : new Date(at);

/** The one clock tests move by hand: pass it as the app's clock, then set or advance it. */
export class TestClock implements Clock {
  private current: number;
  constructor(start: string | Date = '2026-03-02T10:00:00.000Z') {
    this.current = instant(start).getTime();
  }
  now = () => new Date(this.current);
  /** Jumps to a day, at noon UTC. */
  setDay(day: string) {
    this.current = instant(day).getTime();
  }
  /** Jumps to an instant (or a day, at noon UTC). */
  set(at: string | Date) {
    this.current = instant(at).getTime();
  }
  advance(ms: number) {
    this.current += ms;
  }
}
