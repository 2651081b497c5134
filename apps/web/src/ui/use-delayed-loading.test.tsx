import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// What spin-delay decides, set by each test: the drawing of that decision is what is timed here.
let spinDelayAnswer = false;
vi.mock('spin-delay', () => ({ useSpinDelay: () => spinDelayAnswer }));
const { useDelayedLoading } = await import('./use-delayed-loading');

describe('useDelayedLoading', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    spinDelayAnswer = false;
  });
  afterEach(() => vi.useRealTimers());

  it('keeps the loader 150 ms from the commit that drew it, even when spin-delay let it go sooner', () => {
    const { result, rerender } = renderHook(({ loading }) => useDelayedLoading(loading), {
      initialProps: { loading: true },
    });
    expect(result.current).toBe(false);
    // spin-delay decided to show it; the page draws that decision now.
    spinDelayAnswer = true;
    rerender({ loading: true });
    expect(result.current).toBe(true);
    // Its 150 ms, counted from its own decision (drawn late), end 80 ms after the drawing.
    act(() => vi.advanceTimersByTime(80));
    spinDelayAnswer = false;
    rerender({ loading: false });
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(69));
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(2));
    expect(result.current).toBe(false);
  });

  it('lets the loader go with spin-delay once it has been drawn 150 ms', () => {
    const { result, rerender } = renderHook(({ loading }) => useDelayedLoading(loading), {
      initialProps: { loading: true },
    });
    spinDelayAnswer = true;
    rerender({ loading: true });
    act(() => vi.advanceTimersByTime(400));
    spinDelayAnswer = false;
    rerender({ loading: false });
    expect(result.current).toBe(false);
  });

  it('counts again from the next drawing after a loader has gone', () => {
    const { result, rerender } = renderHook(({ loading }) => useDelayedLoading(loading), {
      initialProps: { loading: true },
    });
    spinDelayAnswer = true;
    rerender({ loading: true });
    act(() => vi.advanceTimersByTime(400));
    spinDelayAnswer = false;
    rerender({ loading: false });
    act(() => vi.advanceTimersByTime(1_000));
    spinDelayAnswer = true;
    rerender({ loading: true });
    act(() => vi.advanceTimersByTime(10));
    spinDelayAnswer = false;
    rerender({ loading: false });
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(141));
    expect(result.current).toBe(false);
  });
});
