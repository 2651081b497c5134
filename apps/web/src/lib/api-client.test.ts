import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch, setTokenSource, toQueryString } from './api-client';

describe('toQueryString', () => {
  it('indexes arrays and skips nulls', () => {
    expect(toQueryString({ a: 1, b: null, c: undefined, d: ['x', 'y'] })).toBe('?a=1&d%5B0%5D=x&d%5B1%5D=y');
    expect(toQueryString({})).toBe('');
  });
});

describe('apiFetch', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    setTokenSource(() => null);
  });

  it('prefixes /api, sends the token and the language, and parses JSON', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ ok: true }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    setTokenSource(() => 'tok');
    await expect(apiFetch('/courses', { query: { page: 2 } })).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/courses?page=2');
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer tok');
    expect((init.headers as Record<string, string>)['accept-language']).toBeDefined();
  });

  it('raises the code of a structured error and the first string of a list', async () => {
    vi.stubGlobal(
      'fetch',
      async () => new Response(JSON.stringify({ code: 'course.not-found' }), { status: 404 }),
    );
    await expect(apiFetch('/x')).rejects.toMatchObject({ status: 404, code: 'course.not-found' });
    vi.stubGlobal(
      'fetch',
      async () => new Response(JSON.stringify(['errors.login.credentials']), { status: 401 }),
    );
    await expect(apiFetch('/x')).rejects.toMatchObject({ status: 401, code: 'errors.login.credentials' });
  });

  it('wraps a network failure in a network error', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = await apiFetch('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, code: 'network' });
  });
});
