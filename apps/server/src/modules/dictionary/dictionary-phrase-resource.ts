import {
  type TDictionaryPhraseItem,
  ZDictionaryPhraseEdit,
  ZDictionaryPhraseInput,
  ZDictionaryPhraseItem,
} from '@puente/shared';
import { and, asc, desc, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/database.ts';
import { type DictionaryPhraseRow, dictionaryPhrases } from '../../db/schema/index.ts';
import type { Actor } from '../../lib/actor.ts';
import { AppError, type FieldError } from '../../lib/app-error.ts';
import type { LearningDeps } from '../../lib/learning-deps.ts';
import { listPage, listWhere } from '../../lib/resource-kit/list-page.ts';
import type { ResourceSpec } from '../../lib/resource-kit/resource-routes.ts';
import { refusingDuplicates } from '../../lib/resource-kit/unique-violation.ts';
import { findAuthored, setDeleted, updateVersioned } from '../../lib/resource-kit/versioned-write.ts';
import { PHRASE_UNIQUE_FIELDS, phraseTaken, visibleHeadwords } from './dictionary-wizards.repository.ts';

type PhraseInput = z.output<typeof ZDictionaryPhraseInput>;

const ZPhraseScope = z.object({ wordId: z.uuid().optional() });

async function presentPhrases(db: DbOrTx, tenantId: string, rows: DictionaryPhraseRow[]) {
  const headwords = await visibleHeadwords(db, tenantId, [...new Set(rows.flatMap((row) => row.wordIds))]);
  return rows.map(
    (row): TDictionaryPhraseItem => ({
      id: row.id,
      version: row.version,
      kind: row.kind,
      text: row.text,
      translation: row.translation,
      example: row.example,
      wordIds: row.wordIds,
      words: row.wordIds.flatMap((id) => {
        const headword = headwords.get(id);
        return headword === undefined ? [] : [{ id, headword }];
      }),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      deletedAt: row.deletedAt?.toISOString() ?? null,
    }),
  );
}

/** The school's phrases and idioms (`/dictionary-phrases-wizard`), shown on the entries they are linked to. */
export function dictionaryPhraseResource(
  deps: LearningDeps,
): ResourceSpec<
  typeof ZDictionaryPhraseItem,
  typeof ZDictionaryPhraseInput,
  typeof ZDictionaryPhraseEdit,
  typeof ZPhraseScope
> {
  const { db } = deps;
  const target = (id: string) => ({ id, notFound: 'dictionary.phrase-not-found' as const });
  const who = (actor: Actor) => ({ tenantId: actor.tenantId, userId: actor.userId, now: deps.clock.now() });
  const one = async (actor: Actor, row: DictionaryPhraseRow) =>
    (await presentPhrases(db, actor.tenantId, [row]))[0]!;

  /** Linked words must be entries the school sees; repeated ones are kept once. */
  const linkedWords = async (actor: Actor, input: PhraseInput) => {
    const ids = [...new Set(input.wordIds)];
    const found = await visibleHeadwords(db, actor.tenantId, ids);
    const fields: FieldError[] = input.wordIds.flatMap((id, index) =>
      found.has(id) ? [] : [{ path: `wordIds.${index}`, code: 'dictionary.word-not-found' }],
    );
    if (fields.length) throw new AppError('invalid', { fields });
    return ids;
  };
  const columns = (input: PhraseInput, wordIds: string[]) => ({
    kind: input.kind,
    text: input.text,
    translation: input.translation,
    example: input.example,
    wordIds,
  });

  return {
    path: 'dictionary/phrases',
    noun: 'dictionary phrase',
    schemas: {
      item: ZDictionaryPhraseItem,
      input: ZDictionaryPhraseInput,
      edit: ZDictionaryPhraseEdit,
      scope: ZPhraseScope,
    },
    checkKeys: ['text'],
    ownsList: true,
    ownsItem: true,
    async list(actor, filter) {
      const where = and(
        listWhere(dictionaryPhrases, actor.tenantId, filter, [
          dictionaryPhrases.text,
          dictionaryPhrases.translation,
        ]),
        filter.wordId ? sql`${dictionaryPhrases.wordIds} @> array[${filter.wordId}]::uuid[]` : undefined,
      )!;
      const order = [asc(dictionaryPhrases.text), desc(dictionaryPhrases.id)];
      const page = await listPage<DictionaryPhraseRow>(db, dictionaryPhrases, where, order, filter);
      return { items: await presentPhrases(db, actor.tenantId, page.rows), total: page.total };
    },
    async get(actor, id) {
      const row = await findAuthored<DictionaryPhraseRow>(db, dictionaryPhrases, actor.tenantId, id);
      if (!row) throw new AppError('dictionary.phrase-not-found');
      return one(actor, row);
    },
    async taken(actor, _key, query) {
      return phraseTaken(db, actor.tenantId, query.value, query.id);
    },
    async add(actor, input) {
      const wordIds = await linkedWords(actor, input);
      const row = await refusingDuplicates(async () => {
        const [inserted] = await db
          .insert(dictionaryPhrases)
          .values({ ...columns(input, wordIds), tenantId: actor.tenantId, updatedBy: actor.userId })
          .returning();
        return inserted!;
      }, PHRASE_UNIQUE_FIELDS);
      return one(actor, row);
    },
    async edit(actor, id, input) {
      const current = await findAuthored<DictionaryPhraseRow>(db, dictionaryPhrases, actor.tenantId, id);
      if (!current || current.deletedAt) throw new AppError('dictionary.phrase-not-found');
      const wordIds = await linkedWords(actor, input);
      const row = await refusingDuplicates(
        () =>
          updateVersioned<DictionaryPhraseRow, typeof dictionaryPhrases>(
            db,
            dictionaryPhrases,
            who(actor),
            { ...target(id), version: input.version },
            columns(input, wordIds),
          ),
        PHRASE_UNIQUE_FIELDS,
      );
      return one(actor, row);
    },
    async remove(actor, id) {
      await setDeleted(db, dictionaryPhrases, who(actor), target(id), true);
    },
    async recover(actor, id) {
      const row = await refusingDuplicates(
        () =>
          setDeleted<DictionaryPhraseRow, typeof dictionaryPhrases>(
            db,
            dictionaryPhrases,
            who(actor),
            target(id),
            false,
          ),
        PHRASE_UNIQUE_FIELDS,
      );
      return one(actor, row);
    },
  };
}
