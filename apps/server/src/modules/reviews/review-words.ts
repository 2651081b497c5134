import { REVIEW_DIRECTIONS, type TReviewSource, type TVocabularyItem } from '@puente/shared';
import type { NewCard } from './reviews.repository.ts';

/** A word as cards compare it: lower case, trimmed, single spaces. */
export const wordKeyOf = (en: string) => en.trim().toLowerCase().replace(/\s+/g, ' ');

export type ReviewWord = Pick<TVocabularyItem, 'en' | 'es'> & {
  example?: string | null;
  exampleEs?: string | null;
};

/** The two cards (recall and listening) of each word, without repeated words. */
export function cardsOfWords(
  words: ReviewWord[],
  origin: { source: TReviewSource; chapterId?: string | null; dictionaryEntryId?: string | null },
): NewCard[] {
  const seen = new Set<string>();
  const cards: NewCard[] = [];
  for (const word of words) {
    const wordKey = wordKeyOf(word.en);
    if (!wordKey || seen.has(wordKey)) continue;
    seen.add(wordKey);
    for (const direction of REVIEW_DIRECTIONS) {
      cards.push({
        wordKey,
        direction,
        en: word.en.trim(),
        es: word.es.trim(),
        example: word.example ?? null,
        exampleEs: word.exampleEs ?? null,
        source: origin.source,
        chapterId: origin.chapterId ?? null,
        dictionaryEntryId: origin.dictionaryEntryId ?? null,
      });
    }
  }
  return cards;
}
