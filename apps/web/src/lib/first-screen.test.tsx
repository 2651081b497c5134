import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

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
