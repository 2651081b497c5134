import { HttpResponse, http } from 'msw';
import { type ApiCall, readCall, server } from '../../test/msw-server';

type Body = { id?: string; title?: string; version?: number };
type Stored = { id: string; title: string; version: number; deleted: boolean };

/**
 * A tiny in-memory server for one resource path, following the generic resource conventions:
 * list `{ items, total }` with SearchValue/Skip/Take, find, HEAD check (409 'duplicate'), add, edit with
 * `version` (409 'stale' when old), soft delete and recover. Answers each route through the mock API.
 */
export function fakeResourceServer(url: string, titles: string[] = []) {
  const records: Stored[] = titles.map((title, index) => ({
    id: `id-${index + 1}`,
    title,
    version: 1,
    deleted: false,
  }));
  const calls: ApiCall[] = [];
  let next = records.length;
  const json = (body: unknown, status = 200) => HttpResponse.json(body as object, { status });
  const error = (status: number, code: string, extra: object = {}) =>
    json({ code, message: code, ...extra }, status);
  const shown = ({ deleted: _deleted, ...record }: Stored) => record;
  const taken = (title: string, except?: string | null) =>
    records.some((r) => !r.deleted && r.id !== except && r.title.toLowerCase() === title.toLowerCase());

  /** Records the call, then answers it with its `:id` or `:field` (if any). */
  const seen =
    (answer: (call: ApiCall & { body: Body | undefined }, param?: string) => Response) =>
    async ({ request, params }: { request: Request; params: Record<string, unknown> }) => {
      const call = await readCall(request);
      calls.push(call);
      return answer(call as ApiCall & { body: Body | undefined }, params.id as string | undefined);
    };
  const live = (id: unknown) => records.find((r) => r.id === id && !r.deleted);
  const base = `/api${url}`;

  server.use(
    http.get(
      base,
      seen(({ query }) => {
        const search = (query.get('SearchValue') ?? '').toLowerCase();
        const found = records.filter((r) => !r.deleted && r.title.toLowerCase().includes(search));
        const skip = Number(query.get('Skip') ?? 0);
        const take = Number(query.get('Take') ?? 50);
        return json({ items: found.slice(skip, skip + take).map(shown), total: found.length });
      }),
    ),
    http.head(
      `${base}/:field/check`,
      seen(
        ({ query }) =>
          new HttpResponse(null, {
            status: taken(query.get('value') ?? '', query.get('excludeId')) ? 409 : 200,
          }),
      ),
    ),
    http.post(
      `${base}/recover/:id`,
      seen((_call, id) => {
        const record = records.find((r) => r.id === id);
        if (!record) return error(404, 'system.not-found');
        record.deleted = false;
        return json(shown(record));
      }),
    ),
    http.post(
      base,
      seen(({ body }) => {
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
      }),
    ),
    http.get(
      `${base}/:id`,
      seen((_call, id) => {
        const record = live(id);
        return record ? json(shown(record)) : error(404, 'system.not-found');
      }),
    ),
    http.put(
      base,
      seen(({ body }) => {
        const record = live(body?.id);
        if (!record) return error(404, 'system.not-found');
        if (body?.version !== record.version) return error(409, 'stale');
        record.title = body.title ?? record.title;
        record.version += 1;
        return json(shown(record));
      }),
    ),
    http.delete(
      `${base}/:id`,
      seen((_call, id) => {
        const record = live(id);
        if (!record) return error(404, 'system.not-found');
        record.deleted = true;
        return json({ id: record.id });
      }),
    ),
  );

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
