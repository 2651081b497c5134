import { describe, expect, it } from 'vitest';
import { countdownLevel, formatCountdown, remainingSeconds, syncFromServer } from './countdown';

describe('remainingSeconds', () => {
  it('counts down from the server value by the local clock, never below 0', () => {
    const sync = syncFromServer(120, 1_000)!;
    expect(remainingSeconds(sync, 1_000)).toBe(120);
    expect(remainingSeconds(sync, 1_400)).toBe(120);
    expect(remainingSeconds(sync, 2_000)).toBe(119);
    expect(remainingSeconds(sync, 61_000)).toBe(60);
    expect(remainingSeconds(sync, 121_000)).toBe(0);
    expect(remainingSeconds(sync, 500_000)).toBe(0);
  });

  it('ignores a clock that went backwards and has nothing to count without a time limit', () => {
    expect(remainingSeconds(syncFromServer(30, 10_000), 5_000)).toBe(30);
    expect(syncFromServer(null, 0)).toBeNull();
    expect(remainingSeconds(null, 0)).toBeNull();
    expect(syncFromServer(-5, 0)).toEqual({ secondsLeft: 0, syncedAtMs: 0 });
  });

  it('follows a re-sync from the server instead of the local drift', () => {
    const first = syncFromServer(600, 0);
    expect(remainingSeconds(first, 100_000)).toBe(500);
    // The server says less time is left than the local count (e.g. the tab slept): the server wins.
    const resynced = syncFromServer(450, 100_000);
    expect(remainingSeconds(resynced, 100_000)).toBe(450);
    expect(remainingSeconds(resynced, 110_000)).toBe(440);
  });
});

describe('formatCountdown', () => {
  it('shows mm:ss, and h:mm:ss from an hour up', () => {
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(9)).toBe('00:09');
    expect(formatCountdown(61)).toBe('01:01');
    expect(formatCountdown(3599)).toBe('59:59');
    expect(formatCountdown(3600)).toBe('1:00:00');
    expect(formatCountdown(3723)).toBe('1:02:03');
    expect(formatCountdown(-3)).toBe('00:00');
  });

  it('warns under five minutes and turns critical under one', () => {
    expect(countdownLevel(301)).toBe('normal');
    expect(countdownLevel(299)).toBe('warning');
    expect(countdownLevel(59)).toBe('critical');
  });
});
