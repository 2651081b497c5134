import { and, eq, isNull, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { enEsLines, esEnLines, sampleFiles } from '../../../../test/dictionary-sample.ts';
import { buildTenant } from '../../../../test/factories.ts';
import { useTestApp } from '../../../../test/use-test-app.ts';
import {
  dictionaryEntries,
  dictionarySenses,
  dictionaryTranslations,
  type Tenant,
} from '../../../db/schema/index.ts';
import { importDictionary } from './import-dictionary.ts';
import { parseDictionaryLine } from './parse-dictionary-line.ts';

describe('parseDictionaryLine: every line shape of the source files', () => {
  const sense = (line: string, direction: 'en-es' | 'es-en' = 'en-es') => {
    const parsed = parseDictionaryLine(line, direction);
    if (parsed.kind !== 'sense') throw new Error(`not a sense: ${JSON.stringify(parsed)}`);
    return parsed.sense;
  };

  it('reads headword, part of speech, IPA, gloss and translations with their genders', () => {
    expect(sense('book {n} /bʊk/ (collection of sheets of paper) :: libro {m}')).toMatchObject({
      headword: 'book',
      partOfSpeech: 'noun',
      ipa: 'bʊk',
      gloss: 'collection of sheets of paper',
      seeAlso: null,
      sensitive: false,
      translations: [{ text: 'libro', gender: 'm', tags: [], sensitive: false }],
    });
    expect(sense('the {article} /ðə/ (definite article) :: el {m}, los {m-p}').translations).toEqual([
      { text: 'el', gender: 'm', tags: [], sensitive: false },
      { text: 'los', gender: 'm pl', tags: [], sensitive: false },
    ]);
  });

  it('reads tags before and after a translation, both genders, and commas inside brackets', () => {
    const parsed = sense(
      'accountant {n} (one (who) keeps, accounts) :: [Latin America] contador {m}, contable {m} {f} [Spain, formal]',
    );
    expect(parsed.gloss).toBe('one (who) keeps, accounts');
    expect(parsed.translations).toEqual([
      { text: 'contador', gender: 'm', tags: ['Latin America'], sensitive: false },
      { text: 'contable', gender: 'm/f', tags: ['Spain', 'formal'], sensitive: false },
    ]);
  });

  it('reads a cross-reference (SEE:) without translations', () => {
    expect(sense('dog {n} (hinged catch) SEE: pawl ::')).toMatchObject({
      headword: 'dog',
      gloss: 'hinged catch',
      seeAlso: 'pawl',
      translations: [],
    });
  });

  it('reads the Spanish side: gender from the label, verb kinds and region tags, one English gloss', () => {
    expect(sense('casa {f} :: house', 'es-en')).toMatchObject({
      partOfSpeech: 'noun',
      gender: 'f',
      translations: [{ text: 'house', gender: null }],
    });
    expect(sense('correr {vr} [Chile] :: to cop out, to shirk', 'es-en')).toMatchObject({
      partOfSpeech: 'verb',
      tags: ['reflexive', 'Chile'],
      translations: [{ text: 'to cop out, to shirk' }],
    });
    expect(sense('ojos {mp} :: eyes', 'es-en').gender).toBe('m pl');
    expect(sense('Canadá {prop} :: Canada', 'es-en').partOfSpeech).toBe('proper-noun');
  });

  it('turns an inflected form into a cross-reference to its lemma', () => {
    expect(sense('corrida {v} [feminine past participle of, correr] ::', 'es-en')).toMatchObject({
      gloss: 'feminine past participle of',
      seeAlso: 'correr',
      tags: [],
      translations: [],
    });
  });

  it('marks vulgar or offensive senses, from tags or from the qualifiers of the gloss', () => {
    expect(sense('almeja {f} [vulgar, slang] :: cunt', 'es-en').sensitive).toBe(true);
    expect(sense('bollock {n} ((vulgar, slang) testicle) :: cojón {m}').sensitive).toBe(true);
    expect(sense('ass {n} (vulgar slang: buttocks) :: culo {m}').sensitive).toBe(true);
    expect(sense('rich {n} (someone wealthy) :: ricachón {m} [pejorative]').sensitive).toBe(true);
    expect(sense('correrse {v} :: (explicit) to ejaculate', 'es-en').sensitive).toBe(true);
    // A word that only looks like a tag is not one.
    expect(sense('chard {n} (Beta vulgaris) :: acelga {f}').sensitive).toBe(false);
    expect(sense('blitzkrieg {n} (fast military offensive) :: guerra relámpago {f}').sensitive).toBe(false);
  });

  it('skips comments and blank lines, and refuses a malformed line with the reason', () => {
    expect(parseDictionaryLine('# Version :: 20150102', 'en-es')).toEqual({ kind: 'skip' });
    expect(parseDictionaryLine('   ', 'en-es')).toEqual({ kind: 'skip' });
    const refusals = [
      ']] ::',
      'no separator at all',
      'Soviet Russia (Russia) SEE: Russia ::',
      'manager {n} (person (unclosed :: gerente {m}',
      'word {zz} :: palabra',
      'word {n} :: ',
      'word {n} trailing junk :: palabra',
      'word {n} SEE: other :: palabra',
    ];
    for (const line of refusals) expect(parseDictionaryLine(line, 'en-es').kind, line).toBe('refused');
  });
});

describe('importDictionary: loads, links, ranks, and updates without duplicates', () => {
  let tenant: Tenant;

  const t = useTestApp();
  beforeAll(async () => {
    tenant = await buildTenant(t.deps.db);
  });

  const entryOf = async (direction: 'en-es' | 'es-en', headword: string) => {
    const [row] = await t.deps.db
      .select()
      .from(dictionaryEntries)
      .where(and(eq(dictionaryEntries.direction, direction), eq(dictionaryEntries.headword, headword)));
    return row;
  };
  const counts = async () => {
    const result = await t.deps.db.execute<{
      entries: number;
      live: number;
      senses: number;
      translations: number;
    }>(sql`
      select (select count(*)::int from dictionary_entries) as entries,
        (select count(*)::int from dictionary_entries where deleted_at is null) as live,
        (select count(*)::int from dictionary_senses) as senses,
        (select count(*)::int from dictionary_translations) as translations`);
    return result.rows[0];
  };

  it('imports every good line and refuses the bad ones with their file and line number', async () => {
    const result = await importDictionary(t.deps.db, sampleFiles());
    expect(result.imported).toBe(true);
    expect(result.refused).toEqual([
      { file: 'en-es.txt', line: 18, reason: 'no "headword {part of speech}"' },
      { file: 'en-es.txt', line: 19, reason: 'no " :: " separator' },
      { file: 'en-es.txt', line: 20, reason: 'unclosed "("' },
      { file: 'es-en.txt', line: 14, reason: 'no translation' },
    ]);
    expect(result).toMatchObject({ entries: 23, senses: 28 });
    expect(await counts()).toMatchObject({ entries: 23, live: 23, senses: 28 });
  });

  it('groups the senses of a headword in one entry, with IPA, parts of speech, summary and frequency band', async () => {
    const run = await entryOf('en-es', 'run');
    expect(run).toMatchObject({
      ipa: 'ɹʌn',
      partsOfSpeech: ['verb', 'noun'],
      summary: 'correr, carrera, fluir',
      frequencyBand: 1,
      searchKey: 'run',
      source: 'wiktionary',
      tenantId: null,
    });
    // Spanish headwords rank by their own use in Spanish; accents are folded in the search key.
    expect(await entryOf('es-en', 'canción')).toMatchObject({ searchKey: 'cancion', frequencyBand: 2 });
    expect((await entryOf('en-es', 'runaway'))?.frequencyBand).toBeGreaterThan(1);
    expect(await entryOf('en-es', 'ass')).toMatchObject({ sensitiveOnly: true, summary: '' });
    expect(await entryOf('es-en', 'almeja')).toMatchObject({ sensitiveOnly: false, summary: 'clam' });
    // Spanish senses come by the use of their English meaning, vulgar ones last; English ones with the
    // pronunciation's line (the main sense) first, then by the use of their Spanish translations.
    const glossesOf = async (direction: 'en-es' | 'es-en', headword: string) =>
      (
        await t.deps.db
          .select({ text: dictionaryTranslations.text })
          .from(dictionarySenses)
          .innerJoin(dictionaryTranslations, eq(dictionaryTranslations.senseId, dictionarySenses.id))
          .where(eq(dictionarySenses.entryId, (await entryOf(direction, headword))!.id))
          .orderBy(dictionarySenses.position, dictionaryTranslations.position)
      ).map((row) => row.text);
    expect(await glossesOf('es-en', 'correr')).toEqual(['to run', 'to cop out']);
    expect(await glossesOf('es-en', 'almeja')).toEqual(['clam', 'cunt']);
    expect(await glossesOf('en-es', 'run')).toEqual(['correr', 'carrera', 'fluir', 'correr']);
  });

  it('links both directions and the cross-references', async () => {
    const song = await entryOf('en-es', 'song');
    const cancion = await entryOf('es-en', 'canción');
    const [translation] = await t.deps.db
      .select({ target: dictionaryTranslations.targetEntryId })
      .from(dictionaryTranslations)
      .innerJoin(dictionarySenses, eq(dictionarySenses.id, dictionaryTranslations.senseId))
      .where(eq(dictionarySenses.entryId, song!.id));
    expect(translation?.target).toBe(cancion!.id);
    const [see] = await t.deps.db
      .select({ seeAlso: dictionarySenses.seeAlso, target: dictionarySenses.seeAlsoEntryId })
      .from(dictionarySenses)
      .where(
        and(
          eq(dictionarySenses.entryId, (await entryOf('en-es', 'dog'))!.id),
          eq(dictionarySenses.position, 1),
        ),
      );
    expect(see).toEqual({ seeAlso: 'pawl', target: (await entryOf('en-es', 'pawl'))!.id });
    // `to run` links to the English entry `run`.
    const correr = await entryOf('es-en', 'correr');
    const [toRun] = await t.deps.db
      .select({ target: dictionaryTranslations.targetEntryId })
      .from(dictionaryTranslations)
      .innerJoin(dictionarySenses, eq(dictionarySenses.id, dictionaryTranslations.senseId))
      .where(and(eq(dictionarySenses.entryId, correr!.id), eq(dictionaryTranslations.text, 'to run')));
    expect(toRun?.target).toBe((await entryOf('en-es', 'run'))!.id);
  });

  it('does nothing when the same files are imported again, and never duplicates when forced', async () => {
    const before = await counts();
    const run = await entryOf('en-es', 'run');
    expect((await importDictionary(t.deps.db, sampleFiles())).imported).toBe(false);
    const forced = await importDictionary(t.deps.db, sampleFiles(), { force: true });
    expect(forced.imported).toBe(true);
    expect(await counts()).toEqual(before);
    expect((await entryOf('en-es', 'run'))?.id).toBe(run?.id);
  });

  it('updates changed lines, removes gone entries softly, and keeps staff rows', async () => {
    const house = await entryOf('en-es', 'house');
    // Staff of a tenant add a sense to a shared entry and an entry of their own.
    await t.deps.db.insert(dictionarySenses).values({
      entryId: house!.id,
      tenantId: tenant.id,
      source: 'staff',
      position: 0,
      partOfSpeech: 'verb',
      gloss: 'to give a home to',
      tags: [],
    });
    const [own] = await t.deps.db
      .insert(dictionaryEntries)
      .values({
        tenantId: tenant.id,
        source: 'staff',
        direction: 'en-es',
        headword: 'runway',
        partsOfSpeech: ['noun'],
        summary: 'pista',
        frequencyBand: 3,
      })
      .returning();
    const changed = enEsLines
      .filter((line) => !line.startsWith('runaway '))
      .map((line) =>
        line.startsWith('hate ') ? 'hate {v} /heɪt/ (to dislike intensely) :: odiar, detestar' : line,
      );
    const result = await importDictionary(t.deps.db, sampleFiles(changed, esEnLines));
    expect(result.imported).toBe(true);
    expect((await entryOf('en-es', 'hate'))?.summary).toBe('odiar, detestar');
    expect((await entryOf('en-es', 'runaway'))?.deletedAt).not.toBeNull();
    const staffSenses = await t.deps.db
      .select({ gloss: dictionarySenses.gloss })
      .from(dictionarySenses)
      .where(and(eq(dictionarySenses.entryId, house!.id), eq(dictionarySenses.source, 'staff')));
    expect(staffSenses).toEqual([{ gloss: 'to give a home to' }]);
    expect((await entryOf('en-es', 'runway'))?.id).toBe(own?.id);
    // The same files again (forced): one imported entry per headword, the staff entry untouched.
    await importDictionary(t.deps.db, sampleFiles(changed, esEnLines), { force: true });
    const houses = await t.deps.db
      .select()
      .from(dictionaryEntries)
      .where(and(eq(dictionaryEntries.headword, 'house'), isNull(dictionaryEntries.tenantId)));
    expect(houses).toHaveLength(1);
    expect((await entryOf('en-es', 'runway'))?.deletedAt).toBeNull();
    // A line back in the file brings its entry back, with the same id.
    await importDictionary(t.deps.db, sampleFiles());
    expect((await entryOf('en-es', 'runaway'))?.deletedAt).toBeNull();
  });
});
