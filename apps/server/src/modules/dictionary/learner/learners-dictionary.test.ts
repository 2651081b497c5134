import { beforeAll, describe, expect, it } from 'vitest';
import { enEsLines, esEnLines, sampleFiles } from '../../../../test/dictionary-sample.ts';
import { buildTenant } from '../../../../test/factories.ts';
import { signInNewUser } from '../../../../test/sign-in.ts';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { importDictionary } from '../import/index.ts';

type Headers = Record<string, string>;
type Hit = {
  id: string;
  headword: string;
  direction: string;
  match: string;
  partsOfSpeech: string[];
  frequencyBand: number;
  inflection: { form: string; features: string[] } | null;
};
type Flag = {
  side: 'en' | 'es';
  en: string;
  enMeaning: string;
  es: string;
  esMeaning: string;
  source: string;
};
type Result = { items: Hit[]; direction: string | null; falseFriends: Flag[] };

/** The source's own lines (`house` in the file's alphabetical order) beside the common sample. */
const EN = [
  ...enEsLines.filter((line) => !line.startsWith('house ')),
  'house {n} (an establishment, business) :: casa {f}',
  'house {n} (archetypal structure of a human abode) :: casa {f}, vivienda {f}',
  'house {n} (astrology: one of the twelve divisions of an astrological chart) :: casa {f}',
  'house {n} (bingo) SEE: bingo ::',
  'house {n} (debating chamber for government politicians) :: Cámara {f}',
  'house {n} /haʊs/ (human abode) :: casa {f}',
  'house {n} (theatre) :: teatro {m}',
  'house {v} (admit to residence) :: alojar, hospedar, albergar',
  'House {prop} (House of Representatives) :: Cámara de Representantes {f}',
  'go {v} (to move through space (especially from one place to another) ) :: ir',
  'embarrassed {adj} /ɪmˈbæɹəst/ (having a feeling of shameful discomfort) :: avergonzado',
  'actually {adv} /ˈæk.(t)ʃ(u).ə.li/ (In act or in fact; really; in truth; positively) :: en realidad, de hecho',
  'library {n} /ˈlaɪbɹɛɹi/ (institution which holds books) :: biblioteca {f}',
  'carpet {n} /ˈkɑɹpɪt/ (a fabric used as a floor covering) :: alfombra {f}',
];
const ES = [
  ...esEnLines,
  'embarazado {adj} :: pregnant',
  'embarazar {vt} :: to obstruct',
  'actualmente {adv} :: at present, currently, now, nowadays',
  'librería {f} :: bookshop, bookstore',
  'carpeta {f} :: folder (an organizer that papers are kept in)',
  'árbol {m} :: tree (all senses)',
  'arbolar {v} :: to plant trees',
  'caso {m} :: case',
  'Apple {prop} :: Apple (name of the company Apple Inc.)',
];

/** Every test twice: searched by the database (caches off), and in memory (changes heard, decision 0162). */
describe.each([
  { answeredBy: 'the database', config: {} },
  { answeredBy: 'memory', config: { TENANT_CACHE_MS: 60_000 } },
])("the learner's dictionary: ranking, lemmas and false friends, answered by $answeredBy", ({ config }) => {
  let student: Headers;
  let staff: Headers;
  let admin: Headers;
  let otherStaff: Headers;
  let otherStudent: Headers;

  const t = useTestApp({ config });
  beforeAll(async () => {
    await importDictionary(t.deps.db, sampleFiles(EN, ES));
    const tenant = await buildTenant(t.deps.db);
    student = await signInNewUser(t, tenant);
    staff = await signInNewUser(t, tenant, { role: 'Professor' });
    admin = await signInNewUser(t, tenant, { role: 'Administrator' });
    const other = await buildTenant(t.deps.db);
    otherStaff = await signInNewUser(t, other, { role: 'Professor' });
    otherStudent = await signInNewUser(t, other);
  });

  const search = async (q: string, headers = student, dir = 'auto') => {
    const res = await t.app.inject({
      url: `/api/dictionary/search?${new URLSearchParams({ q, dir })}`,
      headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Result;
  };
  const entry = async (id: string, headers = student) => {
    const res = await t.app.inject({ url: `/api/dictionary/entries/${id}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it('puts the common noun first for "house", its first sense "casa", the name after it', async () => {
    const house = await search('house');
    expect(house.items.slice(0, 2).map((hit) => [hit.headword, hit.partsOfSpeech])).toEqual([
      ['house', ['noun', 'verb']],
      ['House', ['proper-noun']],
    ]);
    const body = await entry(house.items[0]!.id);
    expect(body.groups[0].partOfSpeech).toBe('noun');
    expect(body.groups[0].senses[0]).toMatchObject({ gloss: 'human abode' });
    expect(body.groups[0].senses[0].translations[0].text).toBe('casa');
  });

  it("shows each word's own frequency: `árbol` common, `arbolar` rare", async () => {
    const [arbol] = (await search('árbol')).items;
    const arbolar = (await search('arbolar')).items.find((hit) => hit.headword === 'arbolar');
    expect(arbol).toMatchObject({ headword: 'árbol', frequencyBand: 2 });
    expect(arbolar?.frequencyBand).toBe(5);
  });

  it('finds the lemma of an inflected form, with what the form is', async () => {
    const embarazada = await search('embarazada');
    // The adjective before the verb whose participle it also is.
    expect(embarazada.items.slice(0, 2).map((hit) => hit.headword)).toEqual(['embarazado', 'embarazar']);
    expect(embarazada.items[1]?.inflection?.features).toEqual(['past-participle', 'feminine']);
    expect(embarazada.items[0]).toMatchObject({
      headword: 'embarazado',
      match: 'lemma',
      inflection: { form: 'embarazada', features: ['feminine'] },
    });
    expect(embarazada.direction).toBe('es-en');
    expect((await search('went')).items[0]).toMatchObject({
      headword: 'go',
      match: 'lemma',
      inflection: { form: 'went', features: ['past'] },
    });
    expect((await search('casas')).items[0]).toMatchObject({
      headword: 'casa',
      inflection: { features: ['plural'] },
    });
    // An ending that does not fit the lemma's part of speech is not offered (`casas` is not `caso`).
    expect((await search('casas')).items.map((hit) => hit.headword)).not.toContain('caso');
    expect((await search('house')).items[0]?.inflection).toBeNull();
  });

  it('flags false friends both ways, with the right word and its source', async () => {
    const embarazada = await search('embarazada');
    expect(embarazada.falseFriends).toEqual([
      expect.objectContaining({
        side: 'es',
        es: 'embarazada',
        esMeaning: 'pregnant',
        en: 'embarrassed',
        enMeaning: 'avergonzado',
        source: expect.stringContaining('https://dle.rae.es/embarazada'),
      }),
    ]);
    expect((await search('embarrassed')).falseFriends).toEqual([
      expect.objectContaining({ side: 'en', en: 'embarrassed', es: 'embarazada', enMeaning: 'avergonzado' }),
    ]);
    for (const [q, side, en, es] of [
      ['actually', 'en', 'actually', 'actualmente'],
      ['actualmente', 'es', 'actually', 'actualmente'],
      ['library', 'en', 'library', 'librería'],
      ['libreria', 'es', 'library', 'librería'],
      ['carpet', 'en', 'carpet', 'carpeta'],
      ['carpeta', 'es', 'carpet', 'carpeta'],
    ] as const) {
      expect((await search(q)).falseFriends, q).toEqual([expect.objectContaining({ side, en, es })]);
    }
    expect((await search('house')).falseFriends).toEqual([]);
    const carpeta = (await search('carpeta')).items[0]!;
    expect((await entry(carpeta.id)).falseFriends).toEqual([
      expect.objectContaining({ side: 'es', en: 'carpet', esMeaning: 'folder' }),
    ]);
  });

  it('shows a name both languages write alike without a direction (`Apple`)', async () => {
    const apple = (await search('apple')).items.find((hit) => hit.headword === 'Apple')!;
    expect((await entry(apple.id)).sameInBothLanguages).toBe(true);
    expect((await entry((await search('house')).items[0]!.id)).sameInBothLanguages).toBe(false);
  });

  it("lets staff edit the school's false friends (curated list first), not students, not other schools", async () => {
    const list = await t.app.inject({
      url: '/api/dictionary/false-friends?Take=100&Skip=0&SearchValue=',
      headers: staff,
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().total).toBeGreaterThanOrEqual(60);
    for (const item of list.json().items) expect(item.source).toMatch(/https:\/\//);
    const actually = list.json().items.find((item: { en: string }) => item.en === 'actually');
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/dictionary/false-friends/${actually.id}`,
      headers: admin,
      payload: { ...actually, esMeaning: 'at present, nowadays' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await search('actualmente')).falseFriends[0]?.esMeaning).toBe('at present, nowadays');
    expect((await search('actualmente', otherStudent)).falseFriends[0]?.esMeaning).toBe(
      'currently, nowadays',
    );
    const pair = { en: 'casualty', enMeaning: 'víctima', es: 'casual', esMeaning: 'chance', source: 'x' };
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/dictionary/false-friends',
      headers: student,
      payload: pair,
    });
    expect(refused.statusCode).toBe(403);
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/dictionary/false-friends',
      headers: staff,
      payload: { ...pair, en: 'casual' },
    });
    expect(added.statusCode, added.body).toBe(201);
    expect((await search('casual', student, 'es-en')).falseFriends).toEqual([
      expect.objectContaining({ en: 'casual', es: 'casual', side: 'es' }),
    ]);
    expect((await search('casual', otherStudent, 'es-en')).falseFriends).toEqual([]);
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `/api/dictionary/false-friends/${added.json().id}`,
      headers: otherStaff,
    });
    expect(foreign.statusCode).toBe(404);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/dictionary/false-friends/${actually.id}`,
      headers: staff,
    });
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    expect((await search('actually')).falseFriends).toEqual([]);
  });
});
