import { afterEach, describe, expect, it, vi } from 'vitest';
import { LazyTimeoutError, lazyScreen } from './lazy-route';

const Screen = () => null;

describe('lazyScreen', () => {
  afterEach(() => vi.useRealTimers());

  it('resolves the module default export as the route Component', async () => {
    const route = await lazyScreen(async () => ({ default: Screen }))();
    expect(route.Component).toBe(Screen);
  });

  it('fails with LazyTimeoutError when the screen takes longer than 60000 ms', async () => {
    vi.useFakeTimers();
    const pending = lazyScreen(() => new Promise(() => undefined))();
    const assertion = expect(pending).rejects.toBeInstanceOf(LazyTimeoutError);
    await vi.advanceTimersByTimeAsync(59_999);
    let settled = false;
    pending
      .catch(() => undefined)
      .finally(() => {
        settled = true;
      });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await assertion;
  });

  it('passes a load failure through (the error page shows Error!)', async () => {
    await expect(lazyScreen(() => Promise.reject(new Error('chunk failed')))()).rejects.toThrow(
      'chunk failed',
    );
  });
});
