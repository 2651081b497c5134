import {
  type TDictionaryFalseFriendItem,
  ZDictionaryFalseFriendEdit,
  ZDictionaryFalseFriendInput,
  ZDictionaryFalseFriendItem,
} from '@puente/shared';
import { asc, desc } from 'drizzle-orm';
import { z } from 'zod';
import { type DictionaryFalseFriendRow, dictionaryFalseFriends } from '../../../db/schema/index.ts';
import type { Actor } from '../../../lib/actor.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { LearningDeps } from '../../../lib/learning-deps.ts';
import { listPage, listWhere } from '../../../lib/resource-kit/list-page.ts';
import { liveValueTaken } from '../../../lib/resource-kit/live-value-taken.ts';
import type { ResourceSpec } from '../../../lib/resource-kit/resource-routes.ts';
import { refusingDuplicates } from '../../../lib/resource-kit/unique-violation.ts';
import { findAuthored, setDeleted, updateVersioned } from '../../../lib/resource-kit/versioned-write.ts';
import { ensureFalseFriends } from './false-friends.repository.ts';

const ZNoScope = z.object({});
const UNIQUE_FIELDS = { dictionary_false_friends_en_live_key: 'en' };

const present = (row: DictionaryFalseFriendRow): TDictionaryFalseFriendItem => ({
  id: row.id,
  version: row.version,
  en: row.en,
  enMeaning: row.enMeaning,
  es: row.es,
  esMeaning: row.esMeaning,
  source: row.source,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  deletedAt: row.deletedAt?.toISOString() ?? null,
});

const columns = (input: z.output<typeof ZDictionaryFalseFriendInput>) => ({
  en: input.en,
  enMeaning: input.enMeaning,
  es: input.es,
  esMeaning: input.esMeaning,
  source: input.source,
});

/**
 * The school's false friends (`/dictionary-false-friends-wizard`): started from the curated list, then
 * the staff's to edit; flagged both ways on the learners' searches and entries.
 */
export function dictionaryFalseFriendResource(
  deps: LearningDeps,
): ResourceSpec<
  typeof ZDictionaryFalseFriendItem,
  typeof ZDictionaryFalseFriendInput,
  typeof ZDictionaryFalseFriendEdit,
  typeof ZNoScope
> {
  const { db } = deps;
  const target = (id: string) => ({ id, notFound: 'dictionary.false-friend-not-found' as const });
  const who = (actor: Actor) => ({ tenantId: actor.tenantId, userId: actor.userId, now: deps.clock.now() });

  return {
    path: 'dictionary/false-friends',
    noun: 'dictionary false friend',
    schemas: {
      item: ZDictionaryFalseFriendItem,
      input: ZDictionaryFalseFriendInput,
      edit: ZDictionaryFalseFriendEdit,
      scope: ZNoScope,
    },
    checkKeys: ['en'],
    ownsList: true,
    ownsItem: true,
    async list(actor, filter) {
      await ensureFalseFriends(db, actor.tenantId);
      const where = listWhere(dictionaryFalseFriends, actor.tenantId, filter, [
        dictionaryFalseFriends.en,
        dictionaryFalseFriends.es,
      ]);
      const order = [asc(dictionaryFalseFriends.en), desc(dictionaryFalseFriends.id)];
      const page = await listPage<DictionaryFalseFriendRow>(db, dictionaryFalseFriends, where, order, filter);
      return { items: page.rows.map(present), total: page.total };
    },
    async get(actor, id) {
      const row = await findAuthored<DictionaryFalseFriendRow>(
        db,
        dictionaryFalseFriends,
        actor.tenantId,
        id,
      );
      if (!row) throw new AppError('dictionary.false-friend-not-found');
      return present(row);
    },
    async taken(actor, _key, query) {
      return liveValueTaken(db, dictionaryFalseFriends, {
        tenantId: actor.tenantId,
        columns: [dictionaryFalseFriends.en],
        value: query.value,
        excludeId: query.id,
      });
    },
    async add(actor, input) {
      await ensureFalseFriends(db, actor.tenantId);
      const row = await refusingDuplicates(async () => {
        const [inserted] = await db
          .insert(dictionaryFalseFriends)
          .values({ ...columns(input), tenantId: actor.tenantId, updatedBy: actor.userId })
          .returning();
        return inserted!;
      }, UNIQUE_FIELDS);
      return present(row);
    },
    async edit(actor, id, input) {
      const row = await refusingDuplicates(
        () =>
          updateVersioned<DictionaryFalseFriendRow, typeof dictionaryFalseFriends>(
            db,
            dictionaryFalseFriends,
            who(actor),
            { ...target(id), version: input.version },
            columns(input),
          ),
        UNIQUE_FIELDS,
      );
      return present(row);
    },
    async remove(actor, id) {
      await setDeleted(db, dictionaryFalseFriends, who(actor), target(id), true);
    },
    async recover(actor, id) {
      const row = await refusingDuplicates(
        () =>
          setDeleted<DictionaryFalseFriendRow, typeof dictionaryFalseFriends>(
            db,
            dictionaryFalseFriends,
            who(actor),
            target(id),
            false,
          ),
        UNIQUE_FIELDS,
      );
      return present(row);
    },
  };
}
