import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module: whether the first screen is drawn is the visit's state. */
let firstScreen: typeof import('./first-screen');
beforeEach(async () => {
  vi.resetModules();
  firstScreen = await import('./first-screen');
});

describe('afterFirstScreen', () => {
  it('holds work until the first screen is drawn, then runs it once', () => {
    const work = vi.fn();
    firstScreen.afterFirstScreen(work);
    expect(work).not.toHaveBeenCalled();
    firstScreen.markFirstScreenDrawn();
    expect(work).toHaveBeenCalledTimes(1);
    firstScreen.markFirstScreenDrawn();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs work at once when the first screen is already drawn', () => {
    firstScreen.markFirstScreenDrawn();
    const work = vi.fn();
    firstScreen.afterFirstScreen(work);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('does not run work that was cancelled', () => {
    const work = vi.fn();
    const cancel = firstScreen.afterFirstScreen(work);
    cancel();
    firstScreen.markFirstScreenDrawn();
    expect(work).not.toHaveBeenCalled();
  });
});

describe('markDrawnWhenIdle', () => {
  afterEach(() => vi.useRealTimers());

  it('waits for what holds the first screen (its start-up read), then for the browser to be idle', async () => {
    vi.useFakeTimers();
    let answer!: () => void;
    firstScreen.holdFirstScreen(
      new Promise<void>((resolve) => {
        answer = resolve;
      }),
    );
    const work = vi.fn();
    firstScreen.afterFirstScreen(work);
    firstScreen.markDrawnWhenIdle();
    await vi.advanceTimersByTimeAsync(1000);
    expect(work).not.toHaveBeenCalled();
    answer();
    await vi.advanceTimersByTimeAsync(10);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('waits at most 5 s for a read that does not answer', async () => {
    vi.useFakeTimers();
    firstScreen.holdFirstScreen(new Promise(() => undefined));
    const work = vi.fn();
    firstScreen.afterFirstScreen(work);
    firstScreen.markDrawnWhenIdle();
    await vi.advanceTimersByTimeAsync(4900);
    expect(work).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    expect(work).toHaveBeenCalledTimes(1);
  });
});

describe('useFirstScreenDrawn', () => {
  it('is false until the first screen is drawn, then true', async () => {
    const { result } = renderHook(() => firstScreen.useFirstScreenDrawn());
    expect(result.current).toBe(false);
    await act(async () => firstScreen.markFirstScreenDrawn());
    expect(result.current).toBe(true);
  });

  it('is true from the first render of a page drawn before the app started (a prerendered page)', () => {
    firstScreen.markFirstScreenDrawn();
    const { result } = renderHook(() => firstScreen.useFirstScreenDrawn());
    expect(result.current).toBe(true);
  });
});
