import { DICTIONARY_LESSONS_MAX, type TDictionaryEntry } from '@puente/shared';
import type { Database } from '../../db/database.ts';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { mediaContentUrl } from '../media/index.ts';
import { presentEntry } from './dictionary.presenter.ts';
import { findEntry, listEntryLessons, listEntryPhrases, listSenses } from './dictionary.repository.ts';
import { falseFriendsOf } from './learner/index.ts';

export type EntryDeps = { db: Database; clock: Clock; urlSecret: () => Promise<string> };

/**
 * One entry with its senses grouped by part of speech, the school's examples, category and phrases,
 * and its recording. Vulgar or offensive senses and translations are shown to staff only; an entry
 * with nothing else is not found for students. The lessons of the school that teach the word come with
 * it (students: of published courses).
 */
export async function getDictionaryEntry(
  deps: EntryDeps,
  actor: Actor,
  id: string,
): Promise<TDictionaryEntry> {
  const { db } = deps;
  const entry = await findEntry(db, actor.tenantId, id);
  if (!entry) throw new AppError('system.not-found');
  const senses = (await listSenses(db, actor.tenantId, id))
    .filter((sense) => actor.isStaff || !sense.sensitive)
    .map((sense) => ({
      ...sense,
      translations: sense.translations.filter((translation) => actor.isStaff || !translation.sensitive),
    }));
  if (senses.length === 0) throw new AppError('system.not-found');
  const phrases = await listEntryPhrases(db, actor.tenantId, id);
  const audioUrl =
    entry.audio_media_id && entry.audio_tenant_id
      ? mediaContentUrl(
          await deps.urlSecret(),
          { id: entry.audio_media_id, tenantId: entry.audio_tenant_id, kind: 'audio' },
          deps.clock.now(),
        )
      : null;
  const lessons = await listEntryLessons(db, actor.tenantId, entry, {
    withUnpublished: actor.isStaff,
    limit: DICTIONARY_LESSONS_MAX,
    userId: actor.userId,
  });
  const falseFriends = (await falseFriendsOf(db, actor.tenantId, [entry.search_key], [entry.direction])).map(
    ({ key: _key, ...flag }) => flag,
  );
  return presentEntry(entry, senses, { phrases, audioUrl, lessons, falseFriends });
}
