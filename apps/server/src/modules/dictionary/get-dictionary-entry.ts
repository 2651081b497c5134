import { DICTIONARY_LESSONS_MAX, type TDictionaryEntry } from '@puente/shared';
import type { Database } from '../../db/database.ts';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { presentEntry } from './dictionary.presenter.ts';
import { findEntry, listEntryLessons, listSenses } from './dictionary.repository.ts';

/**
 * One entry with its senses grouped by part of speech. Vulgar or offensive senses and translations are
 * shown to staff only; an entry with nothing else is not found for students. The lessons of the school that
 * teach the word come with it (students: of published courses).
 */
export async function getDictionaryEntry(db: Database, actor: Actor, id: string): Promise<TDictionaryEntry> {
  const entry = await findEntry(db, actor.tenantId, id);
  if (!entry) throw new AppError('system.not-found');
  const senses = (await listSenses(db, actor.tenantId, id))
    .filter((sense) => actor.isStaff || !sense.sensitive)
    .map((sense) => ({
      ...sense,
      translations: sense.translations.filter((translation) => actor.isStaff || !translation.sensitive),
    }));
  if (senses.length === 0) throw new AppError('system.not-found');
  const lessons = await listEntryLessons(db, actor.tenantId, entry, {
    withUnpublished: actor.isStaff,
    limit: DICTIONARY_LESSONS_MAX,
  });
  return presentEntry(entry, senses, lessons);
}
