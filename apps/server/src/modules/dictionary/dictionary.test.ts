import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { sampleFiles } from '../../../test/dictionary-sample.ts';
import { buildTenant } from '../../../test/factories.ts';
import { samplePackage } from '../../../test/learning-kit.ts';
import { signInNewUser } from '../../../test/sign-in.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import { activityEvents, dictionaryEntries, dictionarySenses, type Tenant } from '../../db/schema/index.ts';
import { importContent } from '../content/index.ts';
import { importDictionary } from './import/index.ts';

type Headers = Record<string, string>;
type Hit = { id: string; headword: string; direction: string; match: string; summary: string };

/** Every test twice: searched by the database (caches off), and in memory (changes heard, decision 0162). */
describe.each([
  { answeredBy: 'the database', config: {} },
  { answeredBy: 'memory', config: { TENANT_CACHE_MS: 60_000 } },
])('dictionary: search and entries, answered by $answeredBy', ({ answeredBy, config }) => {
  let tenant: Tenant;
  let student: Headers;
  let staff: Headers;
  let otherStudent: Headers;

  const t = useTestApp({ config });
  // Written straight to the database: heard by the instance before it searches again.
  const heard = () => t.app.cacheInvalidation.barrier();
  beforeAll(async () => {
    await importDictionary(t.deps.db, sampleFiles());
    tenant = await buildTenant(t.deps.db);
    student = await signInNewUser(t, tenant);
    staff = await signInNewUser(t, tenant, { role: 'Professor' });
    const other = await buildTenant(t.deps.db);
    otherStudent = await signInNewUser(t, other);
  });

  const search = async (query: Record<string, string>, headers = student) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/dictionary/search?${new URLSearchParams(query)}`,
      headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { items: Hit[]; hasMore: boolean; direction: string | null };
  };
  const first = async (q: string, dir = 'auto') => (await search({ q, dir })).items[0];
  const entry = async (id: string, headers = student) =>
    t.app.inject({ method: 'GET', url: `/api/dictionary/entries/${id}`, headers });

  it('finds the whole word first, then words that start with it, each direction detected', async () => {
    const run = await search({ q: 'run' });
    expect(run.items.map((hit) => hit.headword)).toEqual(['run', 'runner', 'runaway']);
    expect(run.items[0]).toMatchObject({
      direction: 'en-es',
      match: 'exact',
      summary: 'correr, carrera, fluir',
    });
    expect(run.items[1]?.match).toBe('prefix');
    expect(run.direction).toBe('en-es');
    const correr = await search({ q: 'correr' });
    expect(correr.items[0]).toMatchObject({ headword: 'correr', direction: 'es-en', match: 'exact' });
    expect(correr.direction).toBe('es-en');
  });

  it('ignores case and accents, and forgives one slip', async () => {
    for (const q of ['cancion', 'CANCIÓN', 'Cancion', 'canción']) {
      expect((await first(q))?.headword, q).toBe('canción');
    }
    expect(await first('RUN')).toMatchObject({ headword: 'run', match: 'exact' });
    expect(await first('hte')).toMatchObject({ headword: 'the', match: 'fuzzy' });
    expect((await first('corer'))?.headword).toBe('correr');
    expect((await first('canicon'))?.headword).toBe('canción');
  });

  it('asks for near spellings by trigrams only when no surer tier found anything', async () => {
    // The pool the app's queries go through (Drizzle's client).
    const pool = (t.deps.db as unknown as { $client: typeof t.deps.database.pool }).$client;
    const query = vi.spyOn(pool, 'query');
    const trigramQueries = () =>
      query.mock.calls.filter(([statement]) => {
        const text = typeof statement === 'string' ? statement : (statement as { text?: string }).text;
        return text?.includes('similarity(') ?? false;
      }).length;
    try {
      // `run` is a word (and the start of others), `corer` a slip away from one: no trigrams.
      const page = await search({ q: 'run', Take: '1' });
      expect(page.items.map((hit) => hit.match)).toEqual(['exact']);
      expect(page.hasMore).toBe(true);
      expect((await search({ q: 'run' })).items.every((hit) => hit.match !== 'fuzzy')).toBe(true);
      expect((await first('corer'))?.headword).toBe('correr');
      expect(trigramQueries()).toBe(0);
      // `hte` is a slip away from `the`. The statement counts a wrong letter on short words only, so only
      // its trigram tier finds `correr` for `korrer`; memory forgives one slip at any length.
      expect(await first('hte')).toMatchObject({ headword: 'the', match: 'fuzzy' });
      expect(trigramQueries()).toBe(0);
      expect(await first('korrer')).toMatchObject({ headword: 'correr', match: 'fuzzy' });
      expect(trigramQueries()).toBe(answeredBy === 'memory' ? 0 : 1);
      // Two slips: only the trigram tier finds it, either way.
      expect(await first('correrrr')).toMatchObject({ headword: 'correr', match: 'fuzzy' });
      expect(trigramQueries()).toBe(answeredBy === 'memory' ? 1 : 2);
    } finally {
      query.mockRestore();
    }
  });

  it('searches one direction when asked, or when the text can only be Spanish', async () => {
    expect((await search({ q: 'casa', dir: 'en-es' })).items).toEqual([]);
    expect((await search({ q: 'casa', dir: 'es-en' })).items[0]?.headword).toBe('casa');
    const house = await search({ q: 'house', dir: 'en-es' });
    expect(house.items.map((hit) => hit.direction)).toEqual(['en-es']);
    expect((await search({ q: 'canadá' })).items.every((hit) => hit.direction === 'es-en')).toBe(true);
  });

  it('pages with Skip and Take', async () => {
    const page1 = await search({ q: 'r', Take: '2' });
    expect(page1.items).toHaveLength(2);
    expect(page1.hasMore).toBe(true);
    const page2 = await search({ q: 'r', Take: '2', Skip: '2' });
    expect(page2.items.map((hit) => hit.id)).not.toContain(page1.items[0]?.id);
  });

  it('answers any text quickly and safely: emoji, 10,000 characters, SQL, wildcards, spaces', async () => {
    const hostile = [
      '😀🇪🇸',
      'x'.repeat(10_000),
      'ñ'.repeat(10_000),
      "'; drop table dictionary_entries; --",
      'run%',
      '%',
      '_',
      '\\',
      '   ',
      '',
      'ﷺ𝕏\u200b',
      // Names of an object's own properties: words, not the irregular forms table's.
      'constructor',
      '__proto__',
      'tostring',
    ];
    for (const q of hostile) {
      const started = performance.now();
      const result = await search({ q });
      expect(performance.now() - started, q.slice(0, 20)).toBeLessThan(2000);
      if (['%', '_', '\\', '   ', ''].includes(q)) expect(result.items, q).toEqual([]);
    }
    // A wildcard is a character, not a pattern: `run%` is a slip away from `run`, not a prefix of `runner`.
    const wildcard = await search({ q: 'run%' });
    expect(wildcard.items[0]).toMatchObject({ headword: 'run', match: 'fuzzy' });
    expect(wildcard.items.some((hit) => hit.match === 'prefix')).toBe(false);
    expect((await search({ q: 'cancion' })).items[0]?.headword).toBe('canción');
  });

  it('refuses a wrong direction or page with a translated 400', async () => {
    for (const query of ['dir=fr-de', 'Take=0', 'Take=1000', 'Skip=-1']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/dictionary/search?q=run&${query}`,
        headers: student,
      });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code).toBe('invalid');
    }
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/dictionary/search?q=run&dir=xx',
      headers: { ...student, 'accept-language': 'en' },
    });
    expect(res.json().message).toBeTruthy();
  });

  it('hides vulgar and offensive senses from students, not from staff', async () => {
    expect((await search({ q: 'ass' })).items.map((hit) => hit.headword)).not.toContain('ass');
    expect((await search({ q: 'ass' }, staff)).items[0]?.headword).toBe('ass');
    const almeja = (await first('almeja'))!;
    const forStudent = (await entry(almeja.id)).json();
    expect(forStudent.groups[0].senses.map((sense: { gloss: string | null }) => sense.gloss)).toHaveLength(1);
    expect(JSON.stringify(forStudent)).not.toContain('cunt');
    const forStaff = (await entry(almeja.id, staff)).json();
    expect(forStaff.groups[0].senses).toHaveLength(2);
    expect(forStaff.groups[0].senses[1]).toMatchObject({ sensitive: true, tags: ['vulgar', 'slang'] });
    const ass = (await search({ q: 'ass' }, staff)).items[0]!;
    expect((await entry(ass.id)).statusCode).toBe(404);
  });

  it('shows an entry: IPA, senses by part of speech (most senses first), translations, links', async () => {
    const run = (await first('run'))!;
    const res = await entry(run.id);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      headword: 'run',
      direction: 'en-es',
      ipa: 'ɹʌn',
      frequencyBand: 1,
      source: 'wiktionary',
    });
    expect(body.groups.map((group: { partOfSpeech: string }) => group.partOfSpeech)).toEqual([
      'verb',
      'noun',
    ]);
    expect(body.groups[0].senses[0]).toMatchObject({
      gloss: 'to move quickly on two feet',
      translations: [{ text: 'correr', gender: null, tags: [] }],
    });
    const correr = (await first('correr'))!;
    expect(body.groups[0].senses[0].translations[0].entryId).toBe(correr.id);
    const house = (await entry((await first('house'))!.id)).json();
    expect(house.groups[0].senses[0].translations).toEqual([
      { text: 'casa', gender: 'f', tags: [], entryId: (await first('casa'))!.id },
      { text: 'hogar', gender: 'm', tags: ['Latin America'], entryId: null },
      { text: 'vivienda', gender: 'f', tags: ['formal'], entryId: null },
    ]);
    const dog = (await entry((await first('dog'))!.id)).json();
    expect(dog.groups[0].senses[1].seeAlso).toEqual({ headword: 'pawl', entryId: (await first('pawl'))!.id });
  });

  it("keeps a tenant's staff entries and senses to that tenant, and lets them replace a shared entry", async () => {
    const [own] = await t.deps.db
      .insert(dictionaryEntries)
      .values({
        tenantId: tenant.id,
        source: 'staff',
        direction: 'en-es',
        headword: 'zyzzyva',
        partsOfSpeech: ['noun'],
        summary: 'gorgojo',
        frequencyBand: 5,
      })
      .returning();
    await t.deps.db.insert(dictionarySenses).values({
      entryId: own!.id,
      tenantId: tenant.id,
      source: 'staff',
      position: 0,
      partOfSpeech: 'noun',
      tags: [],
    });
    await heard();
    expect((await first('zyzzyva'))?.id).toBe(own!.id);
    expect((await search({ q: 'zyzzyva' }, otherStudent)).items).toEqual([]);
    expect((await entry(own!.id, otherStudent)).statusCode).toBe(404);
    // An override of the shared `hate` for this tenant only.
    const hate = (await first('hate'))!;
    const [override] = await t.deps.db
      .insert(dictionaryEntries)
      .values({
        tenantId: tenant.id,
        source: 'staff',
        direction: 'en-es',
        headword: 'hate',
        partsOfSpeech: ['verb'],
        summary: 'odiar, aborrecer',
        frequencyBand: 2,
        overridesEntryId: hate.id,
      })
      .returning();
    await heard();
    const hits = (await search({ q: 'hate' })).items.filter((hit) => hit.headword === 'hate');
    expect(hits.map((hit) => hit.id)).toEqual([override!.id]);
    expect((await search({ q: 'hate' }, otherStudent)).items[0]?.id).toBe(hate.id);
    await t.deps.db.delete(dictionaryEntries).where(eq(dictionaryEntries.id, override!.id));
    await heard();
  });

  it('counts opening an entry as a lookup in the activity, not typing in the search box', async () => {
    const lookups = async () =>
      (
        await t.deps.db
          .select({ id: activityEvents.id })
          .from(activityEvents)
          .where(and(eq(activityEvents.tenantId, tenant.id), eq(activityEvents.kind, 'dictionary.looked-up')))
      ).length;
    const before = await lookups();
    const hit = await first('song');
    expect(await lookups()).toBe(before);
    expect((await entry(hit!.id)).statusCode).toBe(200);
    expect(await lookups()).toBe(before + 1);
    expect((await entry('0190a4e5-0000-7000-8000-000000000000')).statusCode).toBe(404);
    expect(await lookups()).toBe(before + 1);
  });

  it('answers 404 for an unknown entry and 400 for a malformed id', async () => {
    expect((await entry('0190a4e5-0000-7000-8000-000000000000')).json().code).toBe('system.not-found');
    expect((await entry('not-an-id')).statusCode).toBe(400);
  });

  it("lists the school's lessons that teach the word, with their example; students see published courses only", async () => {
    const pkg = samplePackage();
    const [published, draft] = pkg.courses;
    published!.chapters[0]!.vocabulary = [
      {
        en: 'to run',
        es: 'correr (deprisa)',
        example: 'I run every morning.',
        exampleEs: 'Corro cada mañana.',
      },
      { en: 'song', es: 'canción', example: 'A song for you.' },
    ];
    published!.chapters[1]!.vocabulary = [{ en: 'RUN', es: 'carrera, correr', example: 'We run.' }];
    draft!.chapters = [
      { ...published!.chapters[1]!, key: 'draft-lesson', title: { es: 'Borrador uno', en: 'Draft one' } },
    ];
    const imported = await importContent(t.deps.db, tenant.id, pkg, t.deps.clock.now());
    const courseId = imported.courses[0]!.id;
    const lessonsOf = async (q: string, headers = student) =>
      (await entry((await first(q))!.id, headers)).json().lessons as {
        courseId: string;
        chapterId: string;
        seen: boolean;
        title: { es: string; en: string };
        example: string;
        exampleEs: string | null;
      }[];

    // English "run": "to run" and "RUN" count, in lesson order; the draft course's lesson only for staff.
    expect(await lessonsOf('run')).toEqual([
      expect.objectContaining({
        courseId,
        title: { es: 'Lección uno', en: 'Lesson one' },
        example: 'I run every morning.',
        exampleEs: 'Corro cada mañana.',
      }),
      expect.objectContaining({ courseId, title: { es: 'Lección dos', en: 'Lesson two' }, exampleEs: null }),
    ]);
    expect((await lessonsOf('run', staff)).map((lesson) => lesson.title.es)).toEqual([
      'Lección uno',
      'Lección dos',
      'Borrador uno',
    ]);
    // Spanish "correr": a word among commas, without the brackets; "canción" without its accent too.
    expect((await lessonsOf('correr')).map((lesson) => lesson.title.es)).toEqual([
      'Lección uno',
      'Lección dos',
    ]);
    expect((await lessonsOf('cancion')).map((lesson) => lesson.example)).toEqual(['A song for you.']);
    expect(await lessonsOf('house')).toEqual([]);
    // Another school's lessons are never listed.
    expect(await lessonsOf('run', otherStudent)).toEqual([]);

    // The lessons the student opened mark the word as seen there, and give the words met for the search.
    const [lessonOne] = await lessonsOf('run');
    const viewed = await t.app.inject({
      method: 'POST',
      url: `/api/chapters/${lessonOne!.chapterId}/view`,
      headers: student,
    });
    expect(viewed.statusCode, viewed.body).toBeLessThan(300);
    expect((await lessonsOf('run')).map((lesson) => lesson.seen)).toEqual([true, false]);
    expect((await lessonsOf('run', staff)).map((lesson) => lesson.seen)).toEqual([false, false, false]);
    const seen = async (headers: Record<string, string>) => {
      const res = await t.app.inject({ url: '/api/dictionary/seen-words', headers });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().words as { key: string; side: string; lesson: { es: string } }[];
    };
    const words = await seen(student);
    expect(words.map((word) => `${word.side}:${word.key}`).sort()).toEqual([
      'en:run',
      'en:song',
      'es:cancion',
      'es:correr',
    ]);
    expect(words[0]?.lesson).toEqual({ es: 'Lección uno', en: 'Lesson one' });
    expect(await seen(otherStudent)).toEqual([]);
  });
});
