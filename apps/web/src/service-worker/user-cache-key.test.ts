import { describe, expect, it } from 'vitest';
import { USER_KEY_PARAM, userCacheKey } from './user-cache-key';

const request = (authorization?: string) =>
  new Request('https://puente.test/api/user/me?x=1', {
    headers: authorization ? { authorization } : {},
  });

describe('the key an answer is kept under in the MP3 course worker', () => {
  it('is none for a request without a token: nothing is kept for it or given to it', async () => {
    expect(await userCacheKey(request())).toBeNull();
  });

  it('is never the address alone: it carries a digest of the token, not the token', async () => {
    const key = await userCacheKey(request('Bearer token-of-a'));
    expect(key).not.toBe('https://puente.test/api/user/me?x=1');
    const address = new URL(key ?? '');
    expect(address.pathname).toBe('/api/user/me');
    expect(address.searchParams.get('x')).toBe('1');
    expect(address.searchParams.get(USER_KEY_PARAM)).toMatch(/^[0-9a-f]{64}$/);
    expect(key).not.toContain('token-of-a');
  });

  it('is the same for the same token and differs between tokens', async () => {
    const a = await userCacheKey(request('Bearer token-of-a'));
    expect(await userCacheKey(request('Bearer token-of-a'))).toBe(a);
    expect(await userCacheKey(request('Bearer token-of-b'))).not.toBe(a);
  });
});
