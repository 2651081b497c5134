/**
 * The one inline script of the app's pages (index.html and the prerendered / and /login), run in their
 * head before they are drawn. The web build writes it into the pages (apps/web/vite.config.ts) and the
 * server's CSP allows exactly this text by its hash (apps/server/src/plugins/security.ts): no other
 * inline script runs. An inline script instead of a file saves a render-blocking request.
 *
 * - A visitor with a session cookie gets `<html data-session>` (index.html's boot bar leaves room for
 *   the menu button) and starts fetching the signed-in chunks named by
 *   `<meta name="signed-in-modulepreload">` at once, with the app's own code, not after it has run,
 *   and, on a screen of `FIRST_READS`, sends its API read (`window.__puenteFirstRead`), unless the server
 *   drew the page with the read's answer inlined (`#puente-first-reads`, written before this script).

 * - The pages were rendered for a signed-out visitor in the page's language. When this visitor chose
 *   another language, has a session cookie, or has a remembered username on the login page, it marks
 *   `<html data-prerender="stale">`: the page stays hidden until the app has drawn it for them.
 * - The prerendered pages carry the styles their HTML uses inline; the whole stylesheet (`#app-css`)
 *   comes with `media="print"`, so it neither holds the paint nor costs a style recalculation of the
 *   whole page while it loads and hydrates. It is switched on when the page may show something else:
 *   at once for a stale page (which the app redraws from scratch) or an address with a query (which
 *   may show a message), else at the visitor's first touch, click or key, and when the app navigates
 *   (main.tsx, `applyAllStyles`).
 * - The app's scripts are named by `<meta name="module">` (run) and `<meta name="modulepreload">`
 *   (fetched) and loaded once the browser has reported the page's first contentful paint (or after
 *   500 ms), so that neither their download, their evaluation nor the hydration can come before that
 *   paint; a stale or hidden page loads them at once. "After the next frame" (a requestAnimationFrame
 *   and a timeout) was not enough: the frame is shown later than its main-thread work, and the app's
 *   code was often evaluated before the paint was on screen (decision 0181). A browser without paint
 *   timing waits for the next frame.
 * - index.html (`<html data-boot>`, every page that is not prerendered) draws its boot bar first: its
 *   stylesheet is switched on at once (without holding the paint; the app waits for it) and its scripts,
 *   with the signed-in chunks, load after the first contentful paint, also for a visitor with a session.
 */
/**
 * The API read a screen cannot draw its content without, by the screen's path. A visitor with a session
 * who opens one of them has it sent by the start script below, before the app's code has arrived
 * (apps/web/src/lib/early-read.ts hands the answer to the screen).
 */
export const FIRST_READS: Readonly<Record<string, string>> = { '/courses': '/courses' };

/**
 * The start of the names of the caches that hold a signed-in user's data kept for offline use (the MP3
 * course's lesson files and kept answers, decision 0108). A start without a session cookie forgets them
 * (the script below, before any of the app's code runs): whoever used the device before may not be
 * answered to the next visitor. Signing in and out forget them too (apps/web/src/lib/offline-user-data.ts).
 */
export const OFFLINE_USER_CACHE_PREFIX = 'puente-mp3-';

export const PRERENDER_GUARD_SCRIPT =
  "(function(){var d=document,h=d.documentElement,b=h.hasAttribute('data-boot'),s=!1," +
  'o=/(?:^|;\\s*)puente_session=/.test(d.cookie);' +
  `if(!o&&self.caches)caches.keys().then(function(n){n.forEach(function(x){if(!x.indexOf(${JSON.stringify(OFFLINE_USER_CACHE_PREFIX)}))caches.delete(x)})},function(){});` +
  "try{var l=localStorage.getItem('puente.locale');" +
  "s=((l==='es'||l==='en')&&l!==h.lang)||o||" +
  "(location.pathname==='/login'&&!!localStorage.getItem('puente.rememberedUsername'))}catch(e){}" +
  "if(s)h.setAttribute('data-prerender','stale');function p(n){var e=d.createElement('link');" +
  "e.rel='modulepreload';e.href=n.content;e.crossOrigin='';d.head.appendChild(e)}" +
  "function q(){d.querySelectorAll('meta[name=signed-in-modulepreload]').forEach(p)}" +
  "if(o){h.setAttribute('data-session','');if(!b)q()}" +
  `var f=${JSON.stringify(FIRST_READS)}[location.pathname.replace(/\\/+$/,'')||'/'],` +
  "k=/(?:^|;\\s*)puente_session=([^;]*)/.exec(d.cookie);if(f&&k&&!d.getElementById('puente-first-reads'))try{var t=JSON.parse(decodeURIComponent(k[1]))" +
  ".access_token,L=localStorage.getItem('puente.locale');if(t)window.__puenteFirstRead={path:f,response:" +
  "fetch('/api'+f,{headers:{authorization:'Bearer '+t,'accept-language':L==='en'?'en':'es'}})}}catch(e){}" +
  "var c=d.getElementById('app-css');" +
  "var a=function(){c.media='all'};if(c){if(b||s||location.search)a();else['pointerdown','touchstart','keydown']" +
  '.forEach(function(t){d.addEventListener(t,a,{capture:!0,once:!0,passive:!0})})}var g=!1;' +
  "function m(){if(g)return;g=!0;if(b&&o)q();d.querySelectorAll('meta[name=module],meta[name=modulepreload]')" +
  ".forEach(function(n){var e;if(n.name==='module'){e=d.createElement('script');e.type='module';" +
  "e.src=n.content;e.crossOrigin='';d.head.appendChild(e)}else p(n)})}if(s&&!b)m();else d.addEventListener('DOMContentLoaded'," +
  'function(){if(d.hidden)m();else{try{new PerformanceObserver(function(l,v){' +
  "if(l.getEntriesByName('first-contentful-paint').length){v.disconnect();setTimeout(m)}})" +
  ".observe({type:'paint',buffered:!0})}catch(e){requestAnimationFrame(function(){setTimeout(m)})}" +
  'setTimeout(m,500)}})})()';
