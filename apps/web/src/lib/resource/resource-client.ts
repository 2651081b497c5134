import { type ApiRequest, apiFetch } from '../api-client';

/** A list answer of the generic resource conventions: one page of items and how many match. */
export type ResourcePage<T> = { items: T[]; total: number };

/** The list filter of spec section 3: the search text and the page (Skip, Take). */
export type ListFilter = { SearchValue?: string | null; Skip: number; Take: number } & NonNullable<
  ApiRequest['query']
>;

/** What every stored record of a resource carries: its id and the version an edit must send back. */
export type Versioned = { id: string; version: number };

/**
 * The generic resource conventions of spec section 7 for one resource path (e.g. '/courses'):
 * find, list, check, add, edit (with the version read; a stale one answers 409 'stale'), soft delete
 * and recover. Every call goes through the API client (token, language, error codes).
 */
export function resourceClient<T extends Versioned, New = Omit<T, 'id' | 'version'>>(url: string) {
  return {
    url,
    find: (id: string, signal?: AbortSignal) => apiFetch<T>(`${url}/${encodeURIComponent(id)}`, { signal }),
    list: (filter: ListFilter, signal?: AbortSignal) =>
      apiFetch<ResourcePage<T>>(url, { query: filter, signal }),
    /** Resolves when `value` is free for `key`; rejects (409 'duplicate') when it is taken. */
    check: (key: string, value: string, params: ApiRequest['query'] = {}, signal?: AbortSignal) =>
      apiFetch<void>(`${url}/${encodeURIComponent(key)}/check`, {
        method: 'HEAD',
        query: { ...params, value },
        signal,
      }),
    add: (item: New) => apiFetch<T>(url, { method: 'POST', body: item }),
    edit: (item: T) => apiFetch<T>(url, { method: 'PUT', body: item }),
    remove: (id: string) => apiFetch<unknown>(`${url}/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    recover: (id: string) => apiFetch<T>(`${url}/recover/${encodeURIComponent(id)}`, { method: 'POST' }),
  };
}
export type ResourceClient<T extends Versioned, New = Omit<T, 'id' | 'version'>> = ReturnType<
  typeof resourceClient<T, New>
>;

/**
 * A form's server check of one field (see useSchemaForm's `checks`); an edit passes its own id as
 * `excludeId`, so a record may keep its value.
 */
export const checkValue =
  (client: { check: ResourceClient<Versioned>['check'] }, key: string, params: ApiRequest['query'] = {}) =>
  (value: string, signal: AbortSignal) =>
    client.check(key, value, params, signal);
