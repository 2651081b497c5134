import { answerFetch } from '../../test/msw-server';

type Body = { id?: string; title?: string; version?: number };
type Stored = { id: string; title: string; version: number; deleted: boolean };
type FakeCall = { method: string; path: string; query: URLSearchParams; body: unknown };

/**
 * A tiny in-memory server for one resource path, following the generic resource conventions:
 * list `{ items, total }` with SearchValue/Skip/Take, find, HEAD check (409 'duplicate'), add, edit with
 * `version` (409 'stale' when old), soft delete and recover. Answers through a stubbed global fetch.
 */
export function fakeResourceServer(url: string, titles: string[] = []) {
  const records: Stored[] = titles.map((title, index) => ({
    id: `id-${index + 1}`,
    title,
    version: 1,
    deleted: false,
  }));
  const calls: FakeCall[] = [];
  let next = records.length;
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
  const error = (status: number, code: string, extra: object = {}) =>
    json({ code, message: code, ...extra }, status);
  const shown = ({ deleted: _deleted, ...record }: Stored) => record;
  const taken = (title: string, except?: string | null) =>
    records.some((r) => !r.deleted && r.id !== except && r.title.toLowerCase() === title.toLowerCase());

  const handle = (method: string, path: string, query: URLSearchParams, body: Body | undefined): Response => {
    if (!path.startsWith(url)) return error(404, 'system.not-found');
    const rest = path.slice(url.length).split('/').filter(Boolean);
    if (method === 'GET' && rest.length === 0) {
      const search = (query.get('SearchValue') ?? '').toLowerCase();
      const live = records.filter((r) => !r.deleted && r.title.toLowerCase().includes(search));
      const skip = Number(query.get('Skip') ?? 0);
      const take = Number(query.get('Take') ?? 50);
      return json({ items: live.slice(skip, skip + take).map(shown), total: live.length });
    }
    if (method === 'HEAD' && rest[1] === 'check') {
      return new Response(null, {
        status: taken(query.get('value') ?? '', query.get('excludeId')) ? 409 : 200,
      });
    }
    if (method === 'POST' && rest[0] === 'recover') {
      const record = records.find((r) => r.id === rest[1]);
      if (!record) return error(404, 'system.not-found');
      record.deleted = false;
      return json(shown(record));
    }
    if (method === 'POST') {
      if (!body?.title?.trim())
        return error(400, 'invalid', {
          errorInfo: { ModelState: [{ field: 'title', code: 'notempty', message: '' }] },
        });
      if (taken(body.title))
        return error(400, 'invalid', {
          errorInfo: { ModelState: [{ field: 'title', code: 'duplicate', message: '' }] },
        });
      next += 1;
      const record = { id: `id-${next}`, title: body.title, version: 1, deleted: false };
      records.push(record);
      return json(shown(record));
    }
    const record = records.find((r) => r.id === (method === 'PUT' ? body?.id : rest[0]) && !r.deleted);
    if (!record) return error(404, 'system.not-found');
    if (method === 'GET') return json(shown(record));
    if (method === 'PUT') {
      if (body?.version !== record.version) return error(409, 'stale');
      record.title = body.title ?? record.title;
      record.version += 1;
      return json(shown(record));
    }
    if (method === 'DELETE') {
      record.deleted = true;
      return json({ id: record.id });
    }
    return error(404, 'system.not-found');
  };

  answerFetch(async (input, init) => {
    const address = new URL(input, 'http://localhost');
    const path = address.pathname.replace(/^\/api/, '');
    const method = init.method ?? 'GET';
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, path, query: address.searchParams, body });
    return handle(method, path, address.searchParams, body);
  });

  return {
    calls,
    records,
    /** Someone else saves a record: its version moves on. */
    saveElsewhere: (id: string, title: string) => {
      const record = records.find((r) => r.id === id)!;
      record.title = title;
      record.version += 1;
    },
  };
}
