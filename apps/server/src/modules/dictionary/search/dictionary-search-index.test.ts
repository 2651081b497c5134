import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test/build-test-app.ts';
import { enEsLines, esEnLines, sampleFiles } from '../../../../test/dictionary-sample.ts';
import { buildTenant } from '../../../../test/factories.ts';
import { signInNewUser } from '../../../../test/sign-in.ts';
import { statementsDuring } from '../../../../test/statements-during.ts';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { importDictionary } from '../import/index.ts';
import { searchKeyInProcess } from './search-key-in-process.ts';

type Headers = Record<string, string>;
type Result = { items: { id: string; headword: string; match: string; summary: string }[] };

/**
 * One database, two instances: `db` hears no changes (its caches are off) and asks the database for
 * every search; `memory` hears them and searches in memory (decision 0162). Both answer alike, and
 * memory follows an import, a school's word and a false friend edited.
 */
describe('dictionary searched in memory', () => {
  let student: Headers;
  let staff: Headers;
  let otherStudent: Headers;
  const db = useTestApp();
  const memory = useTestApp(() => ({ config: { TENANT_CACHE_MS: 60_000 }, database: db.deps.database }));
  beforeAll(async () => {
    await importDictionary(db.deps.db, sampleFiles());
    const tenant = await buildTenant(db.deps.db);
    student = await signInNewUser(db, tenant);
    staff = await signInNewUser(db, tenant, { role: 'Professor' });
    otherStudent = await signInNewUser(db, await buildTenant(db.deps.db));
    await memory.app.cacheInvalidation.barrier();
  });

  const search = async (t: TestApp, q: string, headers = student, extra = '') => {
    const res = await t.app.inject({
      url: `/api/dictionary/search?q=${encodeURIComponent(q)}${extra}`,
      headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Result;
  };
  const headwords = async (t: TestApp, q: string, headers = student) =>
    (await search(t, q, headers)).items.map((hit) => hit.headword);
  const heard = () => memory.app.cacheInvalidation.barrier();

  it('answers every search as the database does, without a statement but the trigram tier', async () => {
    const words = [...enEsLines, ...esEnLines].flatMap((line) => line.match(/^([^\s{#\]]+)/)?.[1] ?? []);
    const texts = new Set<string>();
    for (const word of words) {
      texts.add(word);
      texts.add(word.toUpperCase());
      texts.add(word.normalize('NFD').replace(/\p{M}/gu, ''));
      for (let length = 1; length < Math.min(word.length, 5); length++) texts.add(word.slice(0, length));
    }
    texts.add('hte');
    texts.add('corer');
    await search(memory, 'run');
    for (const q of texts) {
      for (const extra of ['', '&dir=es-en', '&Take=2&Skip=1']) {
        let answer: Result | undefined;
        const seen = await statementsDuring(memory, async () => {
          answer = await search(memory, q, student, extra);
        });
        expect(answer, q + extra).toEqual(await search(db, q, student, extra));
        // No statement but the trigram tier's, when nothing surer is found (signing in is not the search).
        const statements = seen.filter((text) => text.includes('dictionar') && !text.includes('similarity('));
        expect(statements, q + extra).toEqual([]);
      }
    }
  });

  it('asks the database for near spellings when nothing surer is found', async () => {
    const seen = await statementsDuring(memory, async () => {
      expect((await headwords(memory, 'correrrr'))[0]).toBe('correr');
    });
    expect(seen.some((statement) => statement.includes('similarity('))).toBe(true);
  });

  it("shows a school's new word to that school only: at once on the instance that saved it", async () => {
    expect(await headwords(memory, 'avoc')).toEqual([]);
    const added = await memory.app.inject({
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
    expect(await headwords(memory, 'avoc')).toEqual(['avocado']);
    expect(await headwords(memory, 'avocdo')).toEqual(['avocado']);
    expect(await headwords(memory, 'avoc', otherStudent)).toEqual([]);
  });

  it('follows a new import of the shared dictionary once the database announces it', async () => {
    expect(await headwords(memory, 'zebra')).toEqual([]);
    await importDictionary(
      db.deps.db,
      sampleFiles([...enEsLines, 'zebra {n} (animal) :: cebra {f}'], esEnLines),
    );
    await heard();
    expect(await headwords(memory, 'zebra')).toEqual(['zebra']);
    expect(await headwords(memory, 'zerba')).toEqual(['zebra']);
    expect(await headwords(memory, 'zebra', otherStudent)).toEqual(['zebra']);
    // The school's word is still there, and still its own.
    expect(await headwords(memory, 'avocado')).toEqual(['avocado']);
    expect(await headwords(memory, 'avocado', otherStudent)).toEqual([]);
  });

  it('computes the search key of accented Latin letters as the database does', async () => {
    const texts = ['Canción', 'PINGÜINO', 'ñandú', 'hello world', "rock'n'roll"];
    for (let code = 0xc0; code <= 0x17f; code++) texts.push(`a${String.fromCharCode(code)}b`);
    const folded = texts.map((text) => ({ text, key: searchKeyInProcess(text) }));
    expect(folded.filter(({ key }) => key !== null).length).toBeGreaterThan(150);
    const result = await db.deps.db.execute<{ key: string }>(
      sql`select dictionary_search_key(t) as key from unnest(${sql.param(texts)}::text[]) with ordinality as u(t, n) order by n`,
    );
    folded.forEach(({ text, key }, at) => {
      if (key !== null) expect(key, text).toBe(result.rows[at]?.key);
    });
    expect(searchKeyInProcess('Straße')).toBeNull();
  });
});
