/** The server's word on the time left, and when (by the local clock) it was received. */
export type ClockSync = { secondsLeft: number; syncedAtMs: number };

/** A new sync point from a server answer (an attempt read or an autosave). Null without a time limit. */
export const syncFromServer = (secondsLeft: number | null, nowMs: number): ClockSync | null =>
  secondsLeft === null ? null : { secondsLeft: Math.max(0, secondsLeft), syncedAtMs: nowMs };

/**
 * Whole seconds left now, counted down locally from the last server sync; never below 0. The server
 * keeps the real deadline: every answer it sends replaces the sync point, so local drift never adds up.
 */
export function remainingSeconds(sync: ClockSync | null, nowMs: number): number | null {
  if (!sync) return null;
  const elapsed = Math.max(0, nowMs - sync.syncedAtMs) / 1000;
  return Math.max(0, Math.ceil(sync.secondsLeft - elapsed - 1e-9));
}

const pad = (value: number) => String(value).padStart(2, '0');

/** 59:07, or 1:02:03 from an hour up. */
export function formatCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(rest)}` : `${pad(minutes)}:${pad(rest)}`;
}

/** The display urgency: under a minute is critical, under five minutes a warning. */
export function countdownLevel(seconds: number): 'normal' | 'warning' | 'critical' {
  if (seconds < 60) return 'critical';
  if (seconds < 300) return 'warning';
  return 'normal';
}
