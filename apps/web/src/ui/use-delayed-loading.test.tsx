import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loaderClock, useDelayedLoading } from './use-delayed-loading';

describe('useDelayedLoading', () => {
  // The loader is timed with performance.now(): the fake clock moves it too.
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date', 'performance'] }));
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });
  const render = () =>
    renderHook(({ loading }) => useDelayedLoading(loading), { initialProps: { loading: true } });

  it('shows the loader after 250 ms of waiting, never for a shorter wait', () => {
    const { result, rerender } = render();
    act(() => vi.advanceTimersByTime(249));
    expect(result.current).toBe(false);
    rerender({ loading: false });
    act(() => vi.advanceTimersByTime(500));
    expect(result.current).toBe(false);
    rerender({ loading: true });
    act(() => vi.advanceTimersByTime(251));
    expect(result.current).toBe(true);
  });

  it('keeps it 150 ms from the commit that drew it, even when that commit came late', () => {
    const { result, rerender } = render();
    // The main thread was busy: the loader due at 250 ms is drawn 8 ms later by the clock.
    vi.spyOn(loaderClock, 'now').mockImplementationOnce(() => performance.now() + 8);
    act(() => vi.advanceTimersByTime(250));
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(50));
    rerender({ loading: false });
    act(() => vi.advanceTimersByTime(105));
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(4));
    expect(result.current).toBe(false);
  });

  it('lets it go as the wait ends once it has been on screen 150 ms, and keeps it for a new wait', () => {
    const { result, rerender } = render();
    act(() => vi.advanceTimersByTime(250));
    act(() => vi.advanceTimersByTime(150));
    rerender({ loading: false });
    expect(result.current).toBe(false);
    rerender({ loading: true });
    act(() => vi.advanceTimersByTime(260));
    rerender({ loading: false });
    act(() => vi.advanceTimersByTime(20));
    // A new wait while it is held keeps it drawn, with no gap.
    rerender({ loading: true });
    act(() => vi.advanceTimersByTime(500));
    expect(result.current).toBe(true);
    rerender({ loading: false });
    expect(result.current).toBe(false);
  });
});
