import {
  type TDictionaryCategoryItem,
  ZDictionaryCategoryEdit,
  ZDictionaryCategoryInput,
  ZDictionaryCategoryItem,
} from '@puente/shared';
import { asc, desc } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/database.ts';
import { type DictionaryCategoryRow, dictionaryCategories } from '../../db/schema/index.ts';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import type { LearningDeps } from '../../lib/learning-deps.ts';
import { listPage, listWhere } from '../../lib/resource-kit/list-page.ts';
import type { ResourceSpec } from '../../lib/resource-kit/resource-routes.ts';
import { refusingDuplicates } from '../../lib/resource-kit/unique-violation.ts';
import { findAuthored, setDeleted, updateVersioned } from '../../lib/resource-kit/versioned-write.ts';
import { CATEGORY_UNIQUE_FIELDS, categoryTaken, wordCounts } from './dictionary-wizards.repository.ts';

const ZNoScope = z.object({});

async function presentCategories(db: DbOrTx, tenantId: string, rows: DictionaryCategoryRow[]) {
  const counts = await wordCounts(
    db,
    tenantId,
    rows.map((row) => row.id),
  );
  return rows.map(
    (row): TDictionaryCategoryItem => ({
      id: row.id,
      version: row.version,
      name: { es: row.nameEs, en: row.nameEn },
      wordCount: counts.get(row.id) ?? 0,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      deletedAt: row.deletedAt?.toISOString() ?? null,
    }),
  );
}

/** The school's themes of words (`/dictionary-category-wizard`), each with how many live words it has. */
export function dictionaryCategoryResource(
  deps: LearningDeps,
): ResourceSpec<
  typeof ZDictionaryCategoryItem,
  typeof ZDictionaryCategoryInput,
  typeof ZDictionaryCategoryEdit,
  typeof ZNoScope
> {
  const { db } = deps;
  const target = (id: string) => ({ id, notFound: 'dictionary.category-not-found' as const });
  const who = (actor: Actor) => ({ tenantId: actor.tenantId, userId: actor.userId, now: deps.clock.now() });
  const one = async (actor: Actor, row: DictionaryCategoryRow) =>
    (await presentCategories(db, actor.tenantId, [row]))[0]!;

  return {
    path: 'dictionary/categories',
    noun: 'dictionary category',
    schemas: {
      item: ZDictionaryCategoryItem,
      input: ZDictionaryCategoryInput,
      edit: ZDictionaryCategoryEdit,
      scope: ZNoScope,
    },
    checkKeys: ['name'],
    ownsList: true,
    ownsItem: true,
    async list(actor, filter) {
      const where = listWhere(dictionaryCategories, actor.tenantId, filter, [
        dictionaryCategories.nameEs,
        dictionaryCategories.nameEn,
      ]);
      const order = [asc(dictionaryCategories.nameEs), desc(dictionaryCategories.id)];
      const page = await listPage<DictionaryCategoryRow>(db, dictionaryCategories, where, order, filter);
      return { items: await presentCategories(db, actor.tenantId, page.rows), total: page.total };
    },
    async get(actor, id) {
      const row = await findAuthored<DictionaryCategoryRow>(db, dictionaryCategories, actor.tenantId, id);
      if (!row) throw new AppError('dictionary.category-not-found');
      return one(actor, row);
    },
    async taken(actor, _key, query) {
      return categoryTaken(db, actor.tenantId, query.value, query.id);
    },
    async add(actor, input) {
      const row = await refusingDuplicates(async () => {
        const [inserted] = await db
          .insert(dictionaryCategories)
          .values({
            tenantId: actor.tenantId,
            nameEs: input.name.es,
            nameEn: input.name.en,
            updatedBy: actor.userId,
          })
          .returning();
        return inserted!;
      }, CATEGORY_UNIQUE_FIELDS);
      return one(actor, row);
    },
    async edit(actor, id, input) {
      const row = await refusingDuplicates(
        () =>
          updateVersioned<DictionaryCategoryRow, typeof dictionaryCategories>(
            db,
            dictionaryCategories,
            who(actor),
            { ...target(id), version: input.version },
            { nameEs: input.name.es, nameEn: input.name.en },
          ),
        CATEGORY_UNIQUE_FIELDS,
      );
      return one(actor, row);
    },
    async remove(actor, id) {
      await setDeleted(db, dictionaryCategories, who(actor), target(id), true);
    },
    async recover(actor, id) {
      const row = await refusingDuplicates(
        () =>
          setDeleted<DictionaryCategoryRow, typeof dictionaryCategories>(
            db,
            dictionaryCategories,
            who(actor),
            target(id),
            false,
          ),
        CATEGORY_UNIQUE_FIELDS,
      );
      return one(actor, row);
    },
  };
}
