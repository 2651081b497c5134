import type { TDictionaryEntry } from '@puente/shared';
import { AppError } from '../../lib/app-error.ts';
import type { ReviewWord } from './review-words.ts';

/** How many translations the back of a dictionary card shows. */
const MAX_TRANSLATIONS = 3;

/**
 * The word a dictionary entry gives the review queue: the English word and its first Spanish
 * translations (or, for a Spanish entry, its first English translation and the Spanish headword).
 */
export function wordOfEntry(entry: TDictionaryEntry): ReviewWord {
  const translations = [
    ...new Set(
      entry.groups.flatMap((group) =>
        group.senses.flatMap((sense) => sense.translations.map((t) => t.text.trim())),
      ),
    ),
  ].filter(Boolean);
  const first = translations[0];
  if (!first) throw new AppError('system.not-found');
  return entry.direction === 'en-es'
    ? { en: entry.headword, es: translations.slice(0, MAX_TRANSLATIONS).join(', ') }
    : { en: first, es: entry.headword };
}
