import { LAZY_SCREEN_TIMEOUT_MS } from '@puente/shared';
import type { ComponentType } from 'react';

/** A lazily loaded screen that took longer than the allowed time. */
export class LazyTimeoutError extends Error {
  override name = 'LazyTimeoutError';
}

type ScreenModule = { default: ComponentType };

/**
 * A React Router `lazy` function for a screen module's default export. The load is abandoned with a
 * LazyTimeoutError after the lazy screen timeout (60000 ms), which the route error page translates.
 */
export function lazyScreen(load: () => Promise<ScreenModule>, timeoutMs = LAZY_SCREEN_TIMEOUT_MS) {
  return async () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new LazyTimeoutError('lazy screen timeout')), timeoutMs);
    });
    try {
      const module = await Promise.race([load(), timeout]);
      return { Component: module.default };
    } finally {
      clearTimeout(timer);
    }
  };
}
