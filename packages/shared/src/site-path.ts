const BASE = 'https://site.invalid';

/**
 * One form of a path: a single leading `/`, then no backslash (browsers read it as `/`) and no control
 * character (browsers drop tabs and newlines from addresses). The address as typed carries no white space
 * either (an encoded space, %20, is fine, so its decoded forms may).
 */
const PLAIN_PATH = /^\/(?!\/)[^\\\p{Cc}]*$/u;
const PLAIN_TYPED_PATH = /^\/(?!\/)[^\\\p{Cc}\s]*$/u;

/**
 * Whether an address is a path of this site (it opens a page here, never another host): it starts with
 * one `/`; `//host`, `/\host`, `\\host` and their percent-encoded forms (`/%2F%2Fhost`, `/%5Chost`),
 * control characters, tabs, newlines and spaces are refused, and the browser's own reading (WHATWG URL)
 * must stay on this origin with a path of one leading `/` once dot segments are resolved. The carousel's and the lessons' authored addresses and the return path after
 * sign-in use it, on the client and the server.
 */
export function isSitePath(value: string): boolean {
  if (!PLAIN_TYPED_PATH.test(value)) return false;
  let decoded = value;
  // Decoded until stable (a few rounds at most), so a double encoding (%252F) is read as a server might.
  for (let round = 0; round < 3; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(decoded);
    } catch {
      return false;
    }
    if (next === decoded) break;
    if (!PLAIN_PATH.test(next)) return false;
    decoded = next;
  }
  try {
    // Dot segments are resolved too: `/a/..//host` reads as the path `//host`, which a link or a redirect
    // built from it would send elsewhere.
    const url = new URL(value, BASE);
    return url.origin === BASE && !url.pathname.startsWith('//');
  } catch {
    return false;
  }
}
