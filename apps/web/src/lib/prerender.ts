import { DEFAULT_LOCALE, type SupportedLocale } from '@puente/shared';

/** The language the public pages are prerendered in. */
export const PRERENDER_LOCALE: SupportedLocale = DEFAULT_LOCALE;

/** Marks `<html>` when the prerendered page is not what this visitor sees (packages/shared/src/prerender-guard.ts). */
const STALE_ATTRIBUTE = 'data-prerender';

/**
 * Whether the page in `container` was prerendered for this visitor and can be hydrated: it was rendered
 * in their language, they are signed out, and the guard script found nothing else that differs (a
 * session cookie, a remembered username on the login page). Otherwise the prerendered HTML (hidden by
 * the guard) is dropped and the app renders from scratch.
 */
export function canHydrate(container: HTMLElement, locale: SupportedLocale, signedIn: boolean): boolean {
  return (
    container.dataset.prerendered === locale &&
    !signedIn &&
    !document.documentElement.hasAttribute(STALE_ATTRIBUTE)
  );
}

/**
 * Called once the app has drawn (or hydrated) the page: a prerendered page takes clicks from now on.
 * Until then the style the build adds (`#root[data-prerendered] { pointer-events: none }`) holds them, so
 * that a click does not land on a button that does nothing yet.
 */
export function markAppLive() {
  const container = document.getElementById('root');
  if (container) delete container.dataset.prerendered;
}

/**
 * Before the app draws from scratch: empties a container that holds a prerendered page this visitor
 * does not see (hidden by the guard script), and answers a promise of the app's stylesheet when it is
 * still loading. index.html (and a page the app redraws) loads it without holding the first paint
 * (build-tools/prerender-plugin.ts), so the app waits for it: nothing is drawn unstyled.
 */
export function dropPrerendered(container: HTMLElement): Promise<unknown> | null {
  if (container.dataset.prerendered !== undefined) {
    container.replaceChildren();
    delete container.dataset.prerendered;
    document.documentElement.removeAttribute(STALE_ATTRIBUTE);
  }
  const link = document.getElementById('app-css') as HTMLLinkElement | null;
  return link && !link.sheet
    ? new Promise((resolve) => {
        link.onload = link.onerror = resolve;
      })
    : null;
}

/**
 * Switches on the whole stylesheet of a prerendered page, which carries inline only the styles of its
 * own HTML (the guard script does so on the first touch, click or key): called when the app navigates.
 */
export function applyAllStyles() {
  const stylesheet = document.getElementById('app-css');
  if (stylesheet instanceof HTMLLinkElement && stylesheet.media !== 'all') stylesheet.media = 'all';
}
