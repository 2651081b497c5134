import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ClockSync, syncFromServer } from './countdown';
import { useCountdown } from './use-countdown';

describe('useCountdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-05-10T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('ticks every second, re-syncs from the server and expires once at 0', () => {
    const onExpire = vi.fn();
    const { result, rerender } = renderHook(({ sync }) => useCountdown(sync, onExpire), {
      initialProps: { sync: syncFromServer(5, Date.now()) as ClockSync | null },
    });
    expect(result.current).toBe(5);
    act(() => void vi.advanceTimersByTime(2_000));
    expect(result.current).toBe(3);
    rerender({ sync: syncFromServer(10, Date.now()) });
    expect(result.current).toBe(10);
    act(() => void vi.advanceTimersByTime(10_000));
    expect(result.current).toBe(0);
    act(() => void vi.advanceTimersByTime(3_000));
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('has nothing to count without a time limit', () => {
    const onExpire = vi.fn();
    const { result } = renderHook(() => useCountdown(null, onExpire));
    expect(result.current).toBeNull();
    expect(onExpire).not.toHaveBeenCalled();
  });
});
