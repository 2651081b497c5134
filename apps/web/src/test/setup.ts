import { modals } from '@mantine/modals';
import { act, cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { loadLanguage } from '../lib/i18n';
import { server } from './msw-server';

// findBy… and waitFor wait up to 4 s: a menu or a dialog opened on a busy 2-core machine took over the 1 s
// default (the wait ends as soon as the element is there).
configure({ asyncUtilTimeout: 4000 });

// Both languages' texts, so tests start i18next (initI18n) and switch language synchronously.
await Promise.all([loadLanguage('es'), loadLanguage('en')]);

// jsdom lacks the browser APIs Mantine reads at render time.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (!window.ResizeObserver) {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;
// An autosize Textarea listens for web fonts loading (document.fonts), which jsdom does not have.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
}

// Every API call a test makes is answered by the handlers it gave the mock API; any other fails the call
// (and says which). Files share one worker (isolate: false): each test's handlers go when it ends.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

// A component a test draws may start loading a lazy part (speaking practice, the exercise player, the loader, a route's error
// page, the discard dialog) and the test end before it arrives. Files share one worker (isolate: false), and
// a load still running when the worker's document is torn down fails the run ("Cannot load … after the
// environment was torn down"). Each file waits for those loads here; a load already done costs nothing.
afterAll(async () => {
  await Promise.all([
    import('../features/speech/components/speaking-practice'),
    import('../features/exercise-player/components/exercise-player'),
    import('../ui/delayed-loader'),
    import('../ui/route-error-page'),
    import('../ui/form/confirm-discard'),
  ]);
});

afterEach(() => {
  // A confirm dialog a test left open must not greet the next one (the modals' state outlives a render).
  act(() => modals.closeAll());
  cleanup();
  // Files share one document (isolate: false): a dialog or toast another file left in Mantine's shared
  // portal would hide the next file's screen from role queries (an open modal hides its siblings).
  for (const node of document.body.querySelectorAll('[data-portal]')) node.remove();
  for (const node of document.body.children) node.removeAttribute('aria-hidden');
});
