import { beforeAll, describe, expect, it } from 'vitest';
import { sampleFiles } from '../../../test/dictionary-sample.ts';
import { buildTenant } from '../../../test/factories.ts';
import { signInNewUser } from '../../../test/sign-in.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import { importDictionary } from './import/index.ts';

type Headers = Record<string, string>;
type Call = { method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'HEAD'; url: string; payload?: unknown };

describe('dictionary wizards: the school’s words, categories and phrases', () => {
  let staff: Headers;
  let student: Headers;
  let otherStaff: Headers;
  let otherStudent: Headers;

  const t = useTestApp();
  beforeAll(async () => {
    await importDictionary(t.deps.db, sampleFiles());
    const tenant = await buildTenant(t.deps.db);
    staff = await signInNewUser(t, tenant, { role: 'Professor' });
    student = await signInNewUser(t, tenant);
    const other = await buildTenant(t.deps.db);
    otherStaff = await signInNewUser(t, other, { role: 'Administrator' });
    otherStudent = await signInNewUser(t, other);
  });

  const call = (c: Call, headers = staff) =>
    t.app.inject({ method: c.method ?? 'GET', url: c.url, headers, payload: c.payload as object });
  const word = (headword: string, extra: Record<string, unknown> = {}) => ({
    headword,
    partOfSpeech: 'noun',
    ipa: '',
    categoryId: null,
    senses: [{ gloss: 'a green fruit', translations: ['aguacate', 'palta'] }],
    examples: [],
    audioMediaId: null,
    ...extra,
  });
  const addWord = (payload: unknown, headers = staff) =>
    call({ method: 'POST', url: '/api/dictionary/words', payload }, headers);
  const addCategory = (es: string, en: string, headers = staff) =>
    call({ method: 'POST', url: '/api/dictionary/categories', payload: { name: { es, en } } }, headers);
  const search = async (q: string, headers = student) =>
    (await call({ url: `/api/dictionary/search?q=${encodeURIComponent(q)}` }, headers)).json().items as {
      id: string;
      headword: string;
      summary: string;
    }[];

  it('adds a word with a category and examples that a student finds and reads', async () => {
    const food = await addCategory('Comida', 'Food');
    expect(food.statusCode, food.body).toBe(201);
    const added = await addWord(
      word('avocado', {
        ipa: '/ˌævəˈkɑːdoʊ/',
        categoryId: food.json().id,
        examples: [{ en: 'I like avocado on toast.', es: 'Me gusta el aguacate en tostadas.' }],
      }),
    );
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({
      version: 1,
      headword: 'avocado',
      partOfSpeech: 'noun',
      category: { es: 'Comida', en: 'Food' },
      senses: [{ gloss: 'a green fruit', translations: ['aguacate', 'palta'] }],
    });
    const hits = await search('avoca');
    expect(hits[0]).toMatchObject({ headword: 'avocado', summary: 'aguacate, palta' });
    const entry = (await call({ url: `/api/dictionary/entries/${hits[0]!.id}` }, student)).json();
    expect(entry).toMatchObject({
      headword: 'avocado',
      ipa: '/ˌævəˈkɑːdoʊ/',
      source: 'staff',
      category: { es: 'Comida', en: 'Food' },
      examples: [{ en: 'I like avocado on toast.' }],
      groups: [
        { partOfSpeech: 'noun', senses: [{ translations: [{ text: 'aguacate' }, { text: 'palta' }] }] },
      ],
      audioUrl: null,
    });
    const categories = (await call({ url: '/api/dictionary/categories?SearchValue=comida' })).json();
    expect(categories.items[0]).toMatchObject({ name: { es: 'Comida' }, wordCount: 1 });
    // Another school neither finds nor reads it.
    expect((await search('avocado', otherStudent)).map((hit) => hit.headword)).not.toContain('avocado');
    expect((await call({ url: `/api/dictionary/entries/${hits[0]!.id}` }, otherStudent)).statusCode).toBe(
      404,
    );
    expect((await call({ url: `/api/dictionary/words/${added.json().id}` }, otherStaff)).statusCode).toBe(
      404,
    );
  });

  it('refuses a repeated headword and part of speech: HEAD check while typing, then the unique index', async () => {
    const added = (await addWord(word('Kettle'))).json();
    const check = (value: string, extra = '') =>
      call({ method: 'HEAD', url: `/api/dictionary/words/headword/check?value=${value}${extra}` });
    expect((await check('kettle', '&partOfSpeech=noun')).statusCode).toBe(409);
    expect((await check('KETTLE ')).statusCode).toBe(409);
    expect((await check('kettle', '&partOfSpeech=verb')).statusCode).toBe(200);
    expect((await check('kettle', `&partOfSpeech=noun&id=${added.id}`)).statusCode).toBe(200);
    const again = await addWord(word('kettle'));
    expect(again.statusCode).toBe(409);
    expect(again.json().errorInfo.ModelState[0]).toMatchObject({ field: 'headword', Code: 'duplicate' });
    expect((await addWord(word('kettle', { partOfSpeech: 'verb' }))).statusCode).toBe(201);
    // Two saves racing past the check: one is added, the other refused by the index.
    const race = await Promise.all([addWord(word('teapot')), addWord(word('teapot'))]);
    expect(race.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    // Another school may have the same word.
    expect((await addWord(word('kettle'), otherStaff)).statusCode).toBe(201);
  });

  it('answers translated field errors and refuses another school’s category or a non-audio file', async () => {
    const empty = await addWord({ ...word(' '), partOfSpeech: 'thing', senses: [{ translations: [] }] });
    expect(empty.statusCode).toBe(400);
    const byField = Object.fromEntries(
      empty
        .json()
        .errorInfo.ModelState.map((e: { field: string; Code: string; message: string }) => [
          e.field,
          [e.Code, e.message],
        ]),
    );
    expect(byField).toMatchObject({
      headword: ['dictionary.empty-headword', 'Escriba la palabra en inglés'],
      partOfSpeech: ['dictionary.empty-part-of-speech', 'Elija la categoría gramatical'],
      'senses.0.translations': ['dictionary.no-translations', 'Añada al menos una traducción'],
    });
    const theirs = (await addCategory('Viajes', 'Travel', otherStaff)).json();
    const foreign = await addWord(word('suitcase', { categoryId: theirs.id }));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errorInfo.ModelState[0]).toMatchObject({
      field: 'categoryId',
      Code: 'dictionary.category-not-found',
    });
    const noAudio = await addWord(word('suitcase', { audioMediaId: theirs.id }));
    expect(noAudio.json().errorInfo.ModelState[0]).toMatchObject({
      field: 'audioMediaId',
      Code: 'dictionary.audio-not-found',
    });
    expect((await addWord(word('suitcase'), student)).statusCode).toBe(403);
  });

  it('edits with the version read, soft-deletes and recovers a word', async () => {
    const added = (await addWord(word('lemon'))).json();
    const edit = (version: number) =>
      call({
        method: 'PUT',
        url: `/api/dictionary/words/${added.id}`,
        payload: { ...word('lemon', { senses: [{ gloss: '', translations: ['limón'] }] }), version },
      });
    const edited = await edit(1);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ version: 2, senses: [{ translations: ['limón'] }] });
    expect((await edit(1)).json().code).toBe('stale');
    expect((await search('lemon'))[0]?.summary).toBe('limón');
    expect((await call({ method: 'DELETE', url: `/api/dictionary/words/${added.id}` })).statusCode).toBe(204);
    expect((await search('lemon')).map((hit) => hit.headword)).not.toContain('lemon');
    const deleted = (await call({ url: '/api/dictionary/words?deleted=true&SearchValue=lemon' })).json();
    expect(deleted.items.map((item: { id: string }) => item.id)).toEqual([added.id]);
    const recovered = await call({ method: 'POST', url: `/api/dictionary/words/recover/${added.id}` });
    expect(recovered.json()).toMatchObject({ deletedAt: null, version: 4 });
    expect((await search('lemon'))[0]?.headword).toBe('lemon');
  });

  it('links a phrase to a shared word and a school word; the entry shows it to that school only', async () => {
    const run = (await search('run')).find((hit) => hit.headword === 'run')!;
    const sprint = (await addWord(word('sprint', { partOfSpeech: 'verb' }))).json();
    const phrase = {
      kind: 'idiom',
      text: 'run out of steam',
      translation: 'quedarse sin energía',
      example: 'By noon I had run out of steam.',
      wordIds: [run.id, sprint.id],
    };
    const added = await call({ method: 'POST', url: '/api/dictionary/phrases', payload: phrase });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().words).toEqual([
      { id: run.id, headword: 'run' },
      { id: sprint.id, headword: 'sprint' },
    ]);
    const check = await call({
      method: 'HEAD',
      url: '/api/dictionary/phrases/text/check?value=Run%20out%20of%20steam',
    });
    expect(check.statusCode).toBe(409);
    const entry = (await call({ url: `/api/dictionary/entries/${run.id}` }, student)).json();
    expect(entry.phrases).toEqual([expect.objectContaining({ kind: 'idiom', text: 'run out of steam' })]);
    expect((await call({ url: `/api/dictionary/entries/${run.id}` }, otherStudent)).json().phrases).toEqual(
      [],
    );
    // A word of another school cannot be linked.
    const theirs = (await addWord(word('fridge'), otherStaff)).json();
    const foreign = await call({
      method: 'POST',
      url: '/api/dictionary/phrases',
      payload: { ...phrase, text: 'cold as a fridge', wordIds: [theirs.id] },
    });
    expect(foreign.json().errorInfo.ModelState[0]).toMatchObject({
      field: 'wordIds.0',
      Code: 'dictionary.word-not-found',
    });
  });

  it('keeps the school’s words and phrases through a new import of the shared data', async () => {
    const before = await search('sprint');
    await importDictionary(t.deps.db, sampleFiles(), { force: true });
    const after = await search('sprint');
    expect(after[0]).toMatchObject({ id: before[0]!.id, headword: 'sprint' });
    const run = (await search('run')).find((hit) => hit.headword === 'run')!;
    const entry = (await call({ url: `/api/dictionary/entries/${run.id}` }, student)).json();
    expect(entry.phrases.map((p: { text: string }) => p.text)).toEqual(['run out of steam']);
  });
});
