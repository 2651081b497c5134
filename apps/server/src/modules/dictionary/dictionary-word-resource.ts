import {
  type TDictionaryWordItem,
  ZDictionaryWordEdit,
  ZDictionaryWordInput,
  ZDictionaryWordItem,
  ZDictionaryWordScope,
} from '@puente/shared';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/database.ts';
import { type DictionaryEntryRow, dictionaryEntries } from '../../db/schema/index.ts';
import type { Actor } from '../../lib/actor.ts';
import { AppError, type FieldError } from '../../lib/app-error.ts';
import type { LearningDeps } from '../../lib/learning-deps.ts';
import { listPage, listWhere } from '../../lib/resource-kit/list-page.ts';
import type { ResourceSpec } from '../../lib/resource-kit/resource-routes.ts';
import { refusingDuplicates } from '../../lib/resource-kit/unique-violation.ts';
import { findAuthored, setDeleted, updateVersioned } from '../../lib/resource-kit/versioned-write.ts';
import {
  categoriesById,
  liveAudioExists,
  liveCategoryExists,
  WORD_UNIQUE_FIELDS,
  wordSenses,
  wordTaken,
  writeWordSenses,
} from './dictionary-wizards.repository.ts';
import { englishRank, frequencyBand } from './word-frequency.ts';

type WordInput = z.output<typeof ZDictionaryWordInput>;

/** The result list's summary of a word: its first translations. */
const summaryOf = (input: WordInput) =>
  [...new Set(input.senses.flatMap((sense) => sense.translations))].slice(0, 4).join(', ');

/** The columns a word's form sets. */
const wordColumns = (input: WordInput) => {
  const rank = englishRank(input.headword);
  return {
    headword: input.headword,
    ipa: input.ipa || null,
    partsOfSpeech: [input.partOfSpeech],
    summary: summaryOf(input),
    frequencyRank: rank,
    frequencyBand: frequencyBand(rank),
    categoryId: input.categoryId,
    audioMediaId: input.audioMediaId,
    examples: input.examples,
  };
};

/** Words with their senses and category names, as the wizard reads them. */
async function presentWords(db: DbOrTx, tenantId: string, rows: DictionaryEntryRow[]) {
  const senses = await wordSenses(
    db,
    rows.map((row) => row.id),
  );
  const categories = await categoriesById(
    db,
    tenantId,
    rows.flatMap((row) => (row.categoryId ? [row.categoryId] : [])),
  );
  return rows.map((row): TDictionaryWordItem => {
    const category = row.categoryId ? categories.get(row.categoryId) : undefined;
    return {
      id: row.id,
      version: row.version,
      headword: row.headword,
      partOfSpeech: row.partsOfSpeech[0] ?? 'other',
      ipa: row.ipa ?? '',
      categoryId: row.categoryId,
      category: category ? { es: category.nameEs, en: category.nameEn } : null,
      senses: senses.get(row.id) ?? [],
      examples: row.examples,
      audioMediaId: row.audioMediaId,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      deletedAt: row.deletedAt?.toISOString() ?? null,
    };
  });
}

/**
 * The school's own English words (`/dictionary-word-wizard`): staff entries of the shared dictionary
 * (decision 0052), found by the school's searches next to the imported ones and never touched by an
 * import. One live word per headword and part of speech.
 */
export function dictionaryWordResource(
  deps: LearningDeps,
): ResourceSpec<
  typeof ZDictionaryWordItem,
  typeof ZDictionaryWordInput,
  typeof ZDictionaryWordEdit,
  typeof ZDictionaryWordScope
> {
  const { db } = deps;
  const target = (id: string) => ({ id, notFound: 'dictionary.word-not-found' as const });
  const who = (actor: Actor) => ({ tenantId: actor.tenantId, userId: actor.userId, now: deps.clock.now() });
  const one = async (actor: Actor, row: DictionaryEntryRow) =>
    (await presentWords(db, actor.tenantId, [row]))[0]!;

  /** The category and the audio must be the school's own, live (the form offers only those). */
  const checkReferences = async (actor: Actor, input: WordInput) => {
    const fields: FieldError[] = [];
    if (input.categoryId && !(await liveCategoryExists(db, actor.tenantId, input.categoryId)))
      fields.push({ path: 'categoryId', code: 'dictionary.category-not-found' });
    if (input.audioMediaId && !(await liveAudioExists(db, actor.tenantId, input.audioMediaId)))
      fields.push({ path: 'audioMediaId', code: 'dictionary.audio-not-found' });
    if (fields.length) throw new AppError('invalid', { fields });
  };

  const findWord = async (actor: Actor, id: string) => {
    const row = await findAuthored<DictionaryEntryRow>(db, dictionaryEntries, actor.tenantId, id);
    // Only the school's own words: an override of a shared entry is not edited here.
    if (row?.source !== 'staff' || row.direction !== 'en-es') throw new AppError('dictionary.word-not-found');
    return row;
  };

  return {
    path: 'dictionary/words',
    noun: 'dictionary word',
    schemas: {
      item: ZDictionaryWordItem,
      input: ZDictionaryWordInput,
      edit: ZDictionaryWordEdit,
      scope: ZDictionaryWordScope,
    },
    checkKeys: ['headword'],
    ownsList: true,
    ownsItem: true,
    async list(actor, filter) {
      const where = and(
        listWhere(dictionaryEntries, actor.tenantId, filter, [dictionaryEntries.headword]),
        eq(dictionaryEntries.source, 'staff'),
        eq(dictionaryEntries.direction, 'en-es'),
        filter.categoryId ? eq(dictionaryEntries.categoryId, filter.categoryId) : undefined,
      )!;
      const order = [asc(dictionaryEntries.searchKey), desc(dictionaryEntries.id)];
      const page = await listPage<DictionaryEntryRow>(db, dictionaryEntries, where, order, filter);
      return { items: await presentWords(db, actor.tenantId, page.rows), total: page.total };
    },
    async get(actor, id) {
      return one(actor, await findWord(actor, id));
    },
    async taken(actor, _key, query) {
      return wordTaken(db, actor.tenantId, {
        value: query.value,
        partOfSpeech: query.partOfSpeech,
        excludeId: query.id,
      });
    },
    async add(actor, input) {
      await checkReferences(actor, input);
      const row = await refusingDuplicates(
        () =>
          db.transaction(async (tx) => {
            const [inserted] = await tx
              .insert(dictionaryEntries)
              .values({
                ...wordColumns(input),
                tenantId: actor.tenantId,
                source: 'staff',
                direction: 'en-es',
                updatedBy: actor.userId,
              })
              .returning();
            await writeWordSenses(tx, inserted!, input.senses);
            return inserted!;
          }),
        WORD_UNIQUE_FIELDS,
      );
      return one(actor, row);
    },
    async edit(actor, id, input) {
      await findWord(actor, id);
      await checkReferences(actor, input);
      const row = await refusingDuplicates(
        () =>
          db.transaction(async (tx) => {
            const updated = await updateVersioned<DictionaryEntryRow, typeof dictionaryEntries>(
              tx,
              dictionaryEntries,
              who(actor),
              { ...target(id), version: input.version },
              wordColumns(input),
            );
            await writeWordSenses(tx, updated, input.senses);
            return updated;
          }),
        WORD_UNIQUE_FIELDS,
      );
      return one(actor, row);
    },
    async remove(actor, id) {
      await findWord(actor, id);
      await setDeleted(db, dictionaryEntries, who(actor), target(id), true);
    },
    async recover(actor, id) {
      await findWord(actor, id);
      const row = await refusingDuplicates(
        () =>
          setDeleted<DictionaryEntryRow, typeof dictionaryEntries>(
            db,
            dictionaryEntries,
            who(actor),
            target(id),
            false,
          ),
        WORD_UNIQUE_FIELDS,
      );
      return one(actor, row);
    },
  };
}
