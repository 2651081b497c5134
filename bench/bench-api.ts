import type { BenchApi } from './scenario-types.ts';

/** Calls of Puente's API as a preparation makes them (JSON in and out; a refusal throws). */
export function apiFor(base: string, headers: Record<string, string>): BenchApi {
  return async <T>(method: 'GET' | 'POST' | 'PUT', urlPath: string, body?: unknown) => {
    const res = await fetch(`${base}${urlPath}`, {
      method,
      headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${urlPath} answered ${res.status}: ${await res.text()}`);
    return (await res.json()) as T;
  };
}

/** Signs a demo user in (the demo password): the bearer token. */
export async function signIn(base: string, username: string): Promise<string> {
  const res = await fetch(`${base}/api/authentication/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'Puente2026!' }),
  });
  const body = (await res.json()) as { tokenId?: string };
  if (!res.ok || !body.tokenId) throw new Error(`could not sign in as ${username}`);
  return body.tokenId;
}
