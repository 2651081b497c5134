// Loaded by the prerendered pages (/ and /login) before they are drawn. They were rendered at build
// time for a signed-out visitor in the page's language; when this visitor chose another language, has a
// session, or has a remembered username on the login page, the page is hidden until the app has drawn
// it for them (src/lib/prerender.ts drops the prerendered HTML), so nothing wrong is shown.
(() => {
  let stale = false;
  try {
    const locale = localStorage.getItem('puente.locale');
    stale =
      ((locale === 'es' || locale === 'en') && locale !== document.documentElement.lang) ||
      /(?:^|;\s*)puente_session=/.test(document.cookie) ||
      (location.pathname === '/login' && Boolean(localStorage.getItem('puente.rememberedUsername')));
  } catch {
    // Storage is closed (private mode): the app uses its defaults, which the page was rendered with.
  }
  if (stale) document.documentElement.setAttribute('data-prerender', 'stale');
})();
