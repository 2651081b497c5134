import { z } from 'zod';
import { ZExamSkill } from '../learning/exam-skill.ts';
import { ZExerciseType } from '../learning/exercise-definition.ts';
import { REVIEW_DIRECTIONS } from '../reviews/review-api.ts';

/** How many days back the study calendar reaches (about six months, whole weeks). */
export const PROGRESS_CALENDAR_DAYS = 182;

const ZTitle = z.object({ es: z.string(), en: z.string() });
const ZCount = z.number().int().min(0);
/** Answers right out of answers given: the screen shows the percentage. */
const ZTally = z.object({ right: ZCount, total: ZCount });

/** A lesson an item belongs to: where its link goes. */
const ZProgressLesson = z.object({ courseId: z.uuid(), chapterId: z.uuid(), title: ZTitle });

/** An exercise or review card the student misses most, with the lesson it comes from. */
const ZWeakItem = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('exercise'),
    id: z.uuid(),
    type: ZExerciseType,
    /** The exercise's instruction, and its English one when the author gave one. */
    prompt: z.string(),
    promptEn: z.string().nullable(),
    right: ZCount,
    total: ZCount,
    lesson: ZProgressLesson,
  }),
  z.object({
    kind: z.literal('card'),
    id: z.uuid(),
    /** Read (recall) or heard (listening): a word's two cards are two items. */
    direction: z.enum(REVIEW_DIRECTIONS),
    en: z.string(),
    es: z.string(),
    right: ZCount,
    total: ZCount,
    /** The lesson the word came from; null for words added from the dictionary. */
    lesson: ZProgressLesson.nullable(),
    dictionaryEntryId: z.uuid().nullable(),
  }),
]);
export type TWeakItem = z.infer<typeof ZWeakItem>;

/** GET /api/progress: what a student has learned and how they study, for their progress page. */
export const ZLearnerProgress = z.object({
  /** The student's time zone, in which the calendar's days are counted. */
  timeZone: z.string(),
  /** Today's date in that zone, and the calendar's first day (YYYY-MM-DD). */
  today: z.iso.date(),
  from: z.iso.date(),
  /**
   * Words (one per English word, whichever direction): `learned` past the learning steps (a review card),
   * `mature` among them with an interval of 21 days or more, `learning` still in steps.
   */
  words: z.object({ total: ZCount, learning: ZCount, learned: ZCount, mature: ZCount }),
  /** Every skill and exercise type, with zero tallies when nothing was answered. */
  accuracy: z.object({
    bySkill: z.array(ZTally.extend({ skill: ZExamSkill })),
    byType: z.array(ZTally.extend({ type: ZExerciseType })),
    /** Review ratings: Hard, Good and Easy are right, Again is wrong. */
    reviews: ZTally,
  }),
  /** The days with study (minutes ≥ 1) from `from` to `today`, in date order. */
  days: z.array(z.object({ date: z.iso.date(), minutes: ZCount })),
  /** Minutes per course, all time, most first. */
  courses: z.array(z.object({ courseId: z.uuid(), title: ZTitle, minutes: ZCount })),
  /** At most eight items missed at least once, the lowest accuracy first. */
  weakest: z.array(ZWeakItem),
});
export type TLearnerProgress = z.infer<typeof ZLearnerProgress>;
