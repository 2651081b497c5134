import { SERVER_ASYNC_TIMEOUT_MS } from '@puente/shared';
import { ApiError } from './api-error';
import { currentLocale } from './i18n';

/** The error apiFetch throws (its own file: ui/ components read it without the HTTP client). */
export { ApiError };

type TokenSource = () => string | null;
let tokenSource: TokenSource = () => null;
/** The session store registers where the access token comes from. */
export const setTokenSource = (source: TokenSource) => {
  tokenSource = source;
};

type ErrorListener = (error: ApiError) => void;
let errorListener: ErrorListener | null = null;
/** The session registers what a refused answer means for the whole app (e.g. `payment.required`). */
export const setApiErrorListener = (listener: ErrorListener) => {
  errorListener = listener;
};

export type ApiRequest = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD';
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined | (string | number)[]>;
  headers?: Record<string, string>;
  /** An explicit token (e.g. the temporary token of a login that needs steps). */
  token?: string | null;
  signal?: AbortSignal;
};

/** Query strings as the spec describes: arrays indexed, nulls skipped. */
export function toQueryString(query: ApiRequest['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === null || value === undefined) continue;
    if (!Array.isArray(value)) params.append(key, String(value));
    else for (const [index, item] of value.entries()) params.append(`${key}[${index}]`, String(item));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Calls the main data source (/api). Throws ApiError on any non-OK answer or network failure. */
export async function apiFetch<T = unknown>(path: string, request: ApiRequest = {}): Promise<T> {
  const headers: Record<string, string> = { 'accept-language': currentLocale(), ...request.headers };
  const token = request.token !== undefined ? request.token : tokenSource();
  if (token && !/[?&]token=/.test(path)) headers.authorization = `Bearer ${token}`;
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  const timeout = AbortSignal.timeout(SERVER_ASYNC_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(`/api${path}${toQueryString(request.query)}`, {
      method: request.method ?? 'GET',
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: request.signal ? AbortSignal.any([request.signal, timeout]) : timeout,
    });
  } catch (cause) {
    throw new ApiError(0, 'network', { cause });
  }
  const text = request.method === 'HEAD' ? '' : await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = text;
  }
  if (!response.ok) {
    const code = Array.isArray(body)
      ? String(body[0] ?? 'system.exception')
      : ((body as { code?: string } | null)?.code ?? 'system.exception');
    const error = new ApiError(response.status, code, body);
    errorListener?.(error);
    throw error;
  }
  return body as T;
}
