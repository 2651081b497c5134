const BASE = 'https://site.invalid';

/** Control characters (C0, DEL, C1): browsers drop tabs and newlines from addresses. */
const CONTROL_CHARACTER = /\p{Cc}/u;
/** Any white space: an address as typed carries none (an encoded space, %20, is fine). */
const WHITE_SPACE = /\s/u;

/** One form of a path: a single leading `/`, no backslash (browsers read it as `/`), no control character. */
function isPlainPath(value: string): boolean {
  return (
    value.startsWith('/') &&
    !value.startsWith('//') &&
    !value.includes('\\') &&
    !CONTROL_CHARACTER.test(value)
  );
}

/**
 * Whether an address is a path of this site (it opens a page here, never another host): it starts with
 * one `/`; `//host`, `/\host`, `\\host` and their percent-encoded forms (`/%2F%2Fhost`, `/%5Chost`),
 * control characters, tabs, newlines and spaces are refused, and the browser's own reading (WHATWG URL)
 * must stay on this origin. The carousel's and the lessons' authored addresses and the return path after
 * sign-in use it, on the client and the server.
 */
export function isSitePath(value: string): boolean {
  if (!isPlainPath(value) || WHITE_SPACE.test(value)) return false;
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
    if (!isPlainPath(next)) return false;
    decoded = next;
  }
  try {
    return new URL(value, BASE).origin === BASE;
  } catch {
    return false;
  }
}
