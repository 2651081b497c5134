import {
  defaultExamSkill,
  EXAM_SKILLS,
  EXERCISE_TYPES,
  type TExamSkill,
  type TLearnerProgress,
  type TWeakItem,
} from '@puente/shared';
import type {
  courseTitles,
  exerciseTallies,
  reviewTallies,
  studySeconds,
  WeakCardRow,
  WeakExerciseRow,
  wordCounts,
} from './progress.repository.ts';

type Rows<F extends (...args: never[]) => Promise<unknown>> = Awaited<ReturnType<F>>;

const WEAKEST_SHOWN = 8;
const minutes = (seconds: number) => Math.round(seconds / 60);

/** The figures as the progress page reads them: every skill and type listed, minutes rounded. */
export function presentLearnerProgress(input: {
  timeZone: string;
  today: string;
  from: string;
  words: Rows<typeof wordCounts>;
  exercises: Rows<typeof exerciseTallies>;
  reviews: Rows<typeof reviewTallies>;
  seconds: Rows<typeof studySeconds>;
  titles: Rows<typeof courseTitles>;
  weakExercises: WeakExerciseRow[];
  weakCards: WeakCardRow[];
}): TLearnerProgress {
  const skills = new Map<TExamSkill, { right: number; total: number }>(
    EXAM_SKILLS.map((skill) => [skill, { right: 0, total: 0 }]),
  );
  const add = (skill: TExamSkill, right: number, total: number) => {
    const tally = skills.get(skill)!;
    tally.right += right;
    tally.total += total;
  };
  for (const row of input.exercises) add(defaultExamSkill(row.type), row.hits, row.total);
  // A card heard (listening) trains the ear; a card read trains vocabulary.
  for (const row of input.reviews)
    add(row.direction === 'listening' ? 'listening' : 'vocabulary', row.hits, row.total);
  const byType = new Map(input.exercises.map((row) => [row.type, row]));
  const titles = new Map(input.titles.map((row) => [row.id, { es: row.title_es, en: row.title_en }]));
  const weakest: (TWeakItem & { rate: number })[] = [
    ...input.weakExercises.map((row) => ({
      kind: 'exercise' as const,
      id: row.id,
      type: row.type,
      prompt: row.prompt,
      promptEn: row.prompt_en,
      right: row.hits,
      total: row.total,
      lesson: {
        courseId: row.course_id,
        chapterId: row.chapter_id,
        title: { es: row.title_es, en: row.title_en },
      },
      rate: row.hits / row.total,
    })),
    ...input.weakCards.map((row) => ({
      kind: 'card' as const,
      id: row.id,
      direction: row.direction,
      en: row.en,
      es: row.es,
      right: row.hits,
      total: row.total,
      lesson:
        row.course_id && row.chapter_id
          ? {
              courseId: row.course_id,
              chapterId: row.chapter_id,
              title: { es: row.title_es ?? '', en: row.title_en ?? '' },
            }
          : null,
      dictionaryEntryId: row.dictionary_entry_id,
      rate: row.hits / row.total,
    })),
  ];
  weakest.sort((a, b) => a.rate - b.rate || b.total - b.right - (a.total - a.right));
  return {
    timeZone: input.timeZone,
    today: input.today,
    from: input.from,
    words: input.words,
    accuracy: {
      bySkill: EXAM_SKILLS.map((skill) => ({ skill, ...skills.get(skill)! })),
      byType: EXERCISE_TYPES.map((type) => ({
        type,
        right: byType.get(type)?.hits ?? 0,
        total: byType.get(type)?.total ?? 0,
      })),
      reviews: input.reviews.reduce(
        (sum, row) => ({ right: sum.right + row.hits, total: sum.total + row.total }),
        { right: 0, total: 0 },
      ),
    },
    days: input.seconds
      .filter((row) => row.by === 'day' && row.key && minutes(row.seconds) > 0)
      .map((row) => ({ date: row.key!, minutes: minutes(row.seconds) }))
      .sort((a, b) => a.date.localeCompare(b.date)),
    courses: input.seconds
      .filter((row) => row.by === 'course' && row.key && titles.has(row.key) && minutes(row.seconds) > 0)
      .map((row) => ({ courseId: row.key!, title: titles.get(row.key!)!, minutes: minutes(row.seconds) }))
      .sort((a, b) => b.minutes - a.minutes),
    weakest: weakest.slice(0, WEAKEST_SHOWN).map(({ rate: _rate, ...item }) => item),
  };
}
