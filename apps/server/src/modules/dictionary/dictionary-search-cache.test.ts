import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/build-test-app.ts';
import { sampleFiles } from '../../../test/dictionary-sample.ts';
import { buildTenant, buildUser } from '../../../test/factories.ts';
import { signIn, signInNewUser } from '../../../test/sign-in.ts';
import { statementsDuring } from '../../../test/statements-during.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import { dictionaryEntries } from '../../db/schema/index.ts';
import { importDictionary } from './import/index.ts';

type Headers = Record<string, string>;
type Result = { items: { headword: string; summary: string }[] };

/**
 * Two instances on one database, both answering dictionary searches from memory (decision 0095): a
 * repeated search runs no statement; a school's new word, and a change to the shared dictionary written
 * straight to the database as an import does, show on both instances once announced.
 */
describe('dictionary search answered from memory', () => {
  const caching = { AUTH_CACHE_MS: 60_000, TENANT_CACHE_MS: 60_000, DATA_CACHE_MS: 60_000 };
  let student: Headers;
  let otherStudent: Headers;
  let staff: Headers;

  const a = useTestApp({ config: caching });
  const b = useTestApp(() => ({ config: caching, database: a.deps.database }));
  beforeAll(async () => {
    await importDictionary(a.deps.db, sampleFiles());
    const tenant = await buildTenant(a.deps.db);
    student = await signInNewUser(a, tenant);
    staff = await signInNewUser(a, tenant, { role: 'Professor' });
    otherStudent = (await signIn(a, await buildUser(a.deps.db, await buildTenant(a.deps.db)))).headers;
    await b.app.cacheInvalidation.barrier();
  });

  const search = async (t: TestApp, q: string, headers = student) => {
    const res = await t.app.inject({ url: `/api/dictionary/search?q=${encodeURIComponent(q)}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Result;
  };
  const headwords = async (t: TestApp, q: string, headers = student) =>
    (await search(t, q, headers)).items.map((hit) => hit.headword);
  const settled = () => b.app.cacheInvalidation.barrier();

  it('answers a repeated search without the database', async () => {
    const first = await search(a, 'run');
    expect(first.items.map((hit) => hit.headword)).toEqual(['run', 'runner', 'runaway']);
    const seen = await statementsDuring(a, async () => {
      expect(await search(a, 'run')).toEqual(first);
    });
    expect(seen).toEqual([]);
  });

  it("shows a school's new word on both instances, and only to that school", async () => {
    expect(await headwords(a, 'avoc')).toEqual([]);
    expect(await headwords(b, 'avoc')).toEqual([]);
    expect(await headwords(b, 'avoc', otherStudent)).toEqual([]);
    const added = await a.app.inject({
      method: 'POST',
      url: '/api/dictionary/words',
      headers: staff,
      payload: {
        headword: 'avocado',
        partOfSpeech: 'noun',
        ipa: '',
        categoryId: null,
        senses: [{ gloss: 'a green fruit', translations: ['aguacate'] }],
        examples: [],
        audioMediaId: null,
      },
    });
    expect(added.statusCode, added.body).toBe(201);
    await settled();
    expect(await headwords(a, 'avoc')).toEqual(['avocado']);
    expect(await headwords(b, 'avoc')).toEqual(['avocado']);
    expect(await headwords(b, 'avoc', otherStudent)).toEqual([]);
  });

  it('shows a change to the shared dictionary, written straight to the database, on both instances', async () => {
    const before = await search(b, 'song');
    expect(before.items[0]?.summary).toBe('canción');
    await search(a, 'song');
    await a.deps.db
      .update(dictionaryEntries)
      .set({ summary: 'canción, tema' })
      .where(and(eq(dictionaryEntries.headword, 'song'), isNull(dictionaryEntries.tenantId)));
    await settled();
    expect((await search(a, 'song')).items[0]?.summary).toBe('canción, tema');
    expect((await search(b, 'song')).items[0]?.summary).toBe('canción, tema');
  });
});
