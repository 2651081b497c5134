import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * Puts in place an IntersectionObserver the test moves (`vi.unstubAllGlobals()` takes it away): `reach(true)`
 * says every element observed is near the screen, `reach(false)` that none is.
 */
export function fakeIntersectionObserver() {
  const observers: {
    callback: IntersectionObserverCallback;
    elements: Element[];
    options?: IntersectionObserverInit;
  }[] = [];
  class FakeIntersectionObserver {
    private readonly entry: (typeof observers)[number];
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.entry = { callback, elements: [], options };
      observers.push(this.entry);
    }
    observe(element: Element) {
      this.entry.elements.push(element);
    }
    unobserve() {}
    disconnect() {
      this.entry.elements = [];
    }
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  const reach = (isIntersecting: boolean) =>
    act(() => {
      for (const observer of observers)
        for (const target of observer.elements)
          observer.callback(
            [{ isIntersecting, target } as IntersectionObserverEntry],
            observer as unknown as IntersectionObserver,
          );
    });
  return { observers, reach };
}
