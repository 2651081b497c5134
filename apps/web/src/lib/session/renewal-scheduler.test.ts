import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RenewalScheduler, renewalDelay } from './renewal-scheduler';

describe('renewalDelay', () => {
  it('is the expiration minus 600000 ms when longer, else 0', () => {
    expect(renewalDelay(3_600_000)).toBe(3_000_000);
    expect(renewalDelay(600_001)).toBe(1);
    expect(renewalDelay(600_000)).toBe(0);
    expect(renewalDelay(5_000)).toBe(0);
    expect(renewalDelay(0)).toBe(0);
    expect(renewalDelay(Number.NaN)).toBe(0);
  });
});

describe('RenewalScheduler', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('renews ten minutes before the token expires', () => {
    const renew = vi.fn();
    const scheduler = new RenewalScheduler(renew);
    expect(scheduler.schedule(3_600_000)).toBe(3_000_000);
    vi.advanceTimersByTime(2_999_999);
    expect(renew).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(renew).toHaveBeenCalledTimes(1);
    expect(scheduler.pending).toBe(false);
  });

  it('renews immediately when the token expires within ten minutes', () => {
    const renew = vi.fn();
    new RenewalScheduler(renew).schedule(120_000);
    vi.advanceTimersByTime(0);
    expect(renew).toHaveBeenCalledTimes(1);
  });

  it('replaces a pending renewal when scheduled again, and cancels', () => {
    const renew = vi.fn();
    const scheduler = new RenewalScheduler(renew);
    scheduler.schedule(700_000);
    scheduler.schedule(1_600_000);
    vi.advanceTimersByTime(100_000);
    expect(renew).not.toHaveBeenCalled();
    vi.advanceTimersByTime(900_000);
    expect(renew).toHaveBeenCalledTimes(1);
    scheduler.schedule(1_600_000);
    scheduler.cancel();
    vi.advanceTimersByTime(10_000_000);
    expect(renew).toHaveBeenCalledTimes(1);
  });

  it('takes a custom lead', () => {
    const renew = vi.fn();
    expect(new RenewalScheduler(renew, 1_000).schedule(5_000)).toBe(4_000);
  });
});
