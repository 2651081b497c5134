/**
 * The key a server answer is kept under in the MP3 course's worker: its address and a digest of the
 * session's token (the request's Authorization header), never the address alone. A request without a
 * token has no key: nothing is kept for it or given to it.
 */
export const USER_KEY_PARAM = 'puente-user';

const hex = (bytes: ArrayBuffer) =>
  [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, '0')).join('');

export async function userCacheKey(request: Request): Promise<string | null> {
  const authorization = request.headers.get('authorization');
  if (!authorization) return null;
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(authorization));
  const address = new URL(request.url);
  address.searchParams.set(USER_KEY_PARAM, hex(digest));
  return address.href;
}
