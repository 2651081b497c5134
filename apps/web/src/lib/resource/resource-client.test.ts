import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../test/msw-server';
import { ApiError } from '../api-client';
import { checkValue, resourceClient } from './resource-client';

type Call = { url: string; method: string; body: unknown };

/** The words resource's routes, each answering `status` (and `body` but to HEAD); the calls they saw. */
function stub(status = 200, body: unknown = {}) {
  const calls: Call[] = [];
  const answer = async ({ request }: { request: Request }) => {
    const address = new URL(request.url);
    const text = await request.text();
    calls.push({
      url: address.pathname + address.search,
      method: request.method,
      body: text ? JSON.parse(text) : undefined,
    });
    return request.method === 'HEAD'
      ? new HttpResponse(null, { status })
      : HttpResponse.json(body as object, { status });
  };
  server.use(
    http.head('/api/words/title/check', answer),
    http.get('/api/words', answer),
    http.get('/api/words/:id', answer),
    http.post('/api/words', answer),
    http.put('/api/words', answer),
    http.delete('/api/words/:id', answer),
    http.post('/api/words/recover/:id', answer),
  );
  return calls;
}

type Word = { id: string; title: string; version: number };
const words = resourceClient<Word>('/words');

describe('the generic resource client', () => {
  it('calls the conventional paths and methods', async () => {
    const calls = stub();
    await words.find('a b');
    await words.list({ SearchValue: 'x', Skip: 0, Take: 50 });
    await words.add({ title: 't' });
    await words.edit({ id: '1', title: 't', version: 3 });
    await words.remove('1');
    await words.recover('1');
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'GET /api/words/a%20b',
      'GET /api/words?SearchValue=x&Skip=0&Take=50',
      'POST /api/words',
      'PUT /api/words',
      'DELETE /api/words/1',
      'POST /api/words/recover/1',
    ]);
    expect(calls[3]?.body).toEqual({ id: '1', title: 't', version: 3 });
  });

  it('indexes arrays and skips nulls in a list query', async () => {
    const calls = stub(200, { items: [], total: 0 });
    await words.list({ SearchValue: null, Skip: 50, Take: 50, tags: ['a', 'b'], level: undefined });
    expect(decodeURIComponent(calls[0]!.url)).toBe('/api/words?Skip=50&Take=50&tags[0]=a&tags[1]=b');
  });

  it('checks a value with HEAD: OK is free, 409 is refused', async () => {
    const free = stub(200);
    const check = checkValue(words, 'title', { excludeId: '7' });
    await check('pear', new AbortController().signal);
    expect(free[0]).toMatchObject({ method: 'HEAD', url: '/api/words/title/check?excludeId=7&value=pear' });
    stub(409);
    await expect(check('pear', new AbortController().signal)).rejects.toBeInstanceOf(ApiError);
  });
});
