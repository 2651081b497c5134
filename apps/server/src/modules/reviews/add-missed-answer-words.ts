import type { TExerciseDefinition, TVocabularyItem } from '@puente/shared';
import { LRUCache } from 'lru-cache';
import type { DbOrTx } from '../../db/database.ts';
import { preparedPerDatabase } from '../../lib/prepared-per-database.ts';
import { vocabularyOfExercise } from './review-lessons.repository.ts';
import { cardsOfWords, wordKeyOf } from './review-words.ts';
import type { NewCard } from './reviews.repository.ts';

/** Every English text of an exercise: its question, sentence, choices, pairs, what is heard, answers. */
function textsOf(definition: TExerciseDefinition): string[] {
  const texts = [definition.question ?? ''];
  switch (definition.type) {
    case 'single-choice':
    case 'multiple-choice':
      return [...texts, ...definition.options.map((option) => option.text)];
    case 'fill-in-blank':
      return [...texts, definition.text, ...definition.blanks.flatMap((blank) => blank.accepted)];
    case 'word-order':
      return [...texts, definition.words.join(' '), ...(definition.alternatives ?? [])];
    case 'matching':
      return [...texts, ...definition.pairs.flatMap((pair) => [pair.left, pair.right])];
    case 'listening':
      return [
        ...texts,
        definition.speak,
        ...(definition.accepted ?? []),
        ...(definition.options ?? []).map((option) => option.text),
      ];
  }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The words of a lesson's vocabulary an exercise uses (as whole words, case ignored). */
function wordsUsedBy(definition: TExerciseDefinition, vocabulary: TVocabularyItem[]): TVocabularyItem[] {
  const text = wordKeyOf(textsOf(definition).join(' \n '));
  return vocabulary.filter((item) => {
    const key = wordKeyOf(item.en);
    return key && new RegExp(`(^|[^\\p{L}'])${escapeRegExp(key)}($|[^\\p{L}'])`, 'u').test(text);
  });
}

type LessonVocabulary = Awaited<ReturnType<typeof vocabularyOfExercise>>;

/**
 * The lesson vocabulary of recently missed exercises, for a minute (a wrong answer must not cost the
 * exercise check a read each time: it is one statement when answers are cached). Concurrent misses of one
 * exercise share one read.
 */
const vocabularyCache = preparedPerDatabase(
  () => new LRUCache<string, Promise<LessonVocabulary>>({ max: 5000, ttl: 60_000 }),
);

function cachedVocabulary(db: DbOrTx, tenantId: string, exerciseId: string): Promise<LessonVocabulary> {
  const cache = vocabularyCache(db);
  const key = `${tenantId}:${exerciseId}`;
  let found = cache.get(key);
  if (!found) {
    found = vocabularyOfExercise(db, tenantId, exerciseId);
    cache.set(key, found);
    found.catch(() => cache.delete(key));
  }
  return found;
}

/** Each lesson's cards by the definition of an exercise that uses its words (the regular expressions run once). */
const cardsByDefinition = new WeakMap<object, WeakMap<TExerciseDefinition, NewCard[]>>();

/**
 * The cards a wrong answer adds to the student's review queue: those of the words of the exercise's lesson
 * vocabulary that the exercise uses (none when it uses none). Usually from memory: the lesson's vocabulary
 * is kept a minute, and the words an exercise uses are found once per definition.
 */
export async function missedAnswerCards(
  db: DbOrTx,
  input: { tenantId: string; exerciseId: string; definition: TExerciseDefinition },
): Promise<NewCard[]> {
  const lesson = await cachedVocabulary(db, input.tenantId, input.exerciseId);
  if (!lesson) return [];
  let ofLesson = cardsByDefinition.get(lesson);
  if (!ofLesson) {
    ofLesson = new WeakMap();
    cardsByDefinition.set(lesson, ofLesson);
  }
  let cards = ofLesson.get(input.definition);
  if (!cards) {
    const words = wordsUsedBy(input.definition, lesson.vocabulary);
    cards = cardsOfWords(words, { source: 'missed-answer', chapterId: lesson.chapterId });
    ofLesson.set(input.definition, cards);
  }
  return cards;
}
