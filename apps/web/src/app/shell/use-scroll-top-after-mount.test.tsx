import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useScrollTopAfterMount } from './use-scroll-top-after-mount';

describe('useScrollTopAfterMount', () => {
  afterEach(() => vi.useRealTimers());

  it('scrolls to the top one second after the shell appears', () => {
    vi.useFakeTimers();
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    renderHook(() => useScrollTopAfterMount());
    vi.advanceTimersByTime(999);
    expect(scrollTo).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
    vi.unstubAllGlobals();
  });
});
