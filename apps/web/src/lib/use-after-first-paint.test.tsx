import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAfterFirstPaint } from './use-after-first-paint';

describe('useAfterFirstPaint', () => {
  afterEach(() => vi.useRealTimers());

  it('is false on the first render and true once the browser has been idle', async () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useAfterFirstPaint());
    expect(result.current).toBe(false);
    await act(async () => {
      await vi.runAllTimersAsync();
    });
    expect(result.current).toBe(true);
  });
});
