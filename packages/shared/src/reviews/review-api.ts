import { z } from 'zod';
import { int4 } from '../column-integers.ts';
import { ZHabitDay } from '../learning/habit-api.ts';

/** The two ways a word is practised: read the English and recall the Spanish; hear the English and name it. */
export const REVIEW_DIRECTIONS = ['recall', 'listening'] as const;
const ZReviewDirection = z.enum(REVIEW_DIRECTIONS);
export type TReviewDirection = z.infer<typeof ZReviewDirection>;

/** Where a card came from (the first source is kept). */
const ZReviewSource = z.enum(['lesson', 'dictionary', 'missed-answer', 'review-lesson']);
export type TReviewSource = z.infer<typeof ZReviewSource>;

/** Again, Hard, Good, Easy (FSRS grades 1–4). */
const ZReviewRating = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);
export type TReviewRating = z.infer<typeof ZReviewRating>;

/** FSRS states: 0 new, 1 learning, 2 review, 3 relearning. */
const ZReviewState = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);

/** The next interval of each rating, in minutes (what the buttons show). */
const ZReviewIntervals = z.object({
  again: z.number(),
  hard: z.number(),
  good: z.number(),
  easy: z.number(),
});
export type TReviewIntervals = z.infer<typeof ZReviewIntervals>;

/** A card as the session shows it: the word, its direction, its FSRS state and what each rating would give. */
const ZReviewCard = z.object({
  id: z.uuid(),
  direction: ZReviewDirection,
  en: z.string(),
  es: z.string(),
  example: z.string().nullable(),
  exampleEs: z.string().nullable(),
  source: ZReviewSource,
  state: ZReviewState,
  due: z.iso.datetime(),
  reps: z.number().int(),
  lapses: z.number().int(),
  /** Names the state the rating is given on: a rating of an older version is answered, not applied twice. */
  version: z.number().int(),
  intervals: ZReviewIntervals,
  /** Failed (rated Again) so often that it was suspended as a leech. */
  leech: z.boolean(),
});
export type TReviewCard = z.infer<typeof ZReviewCard>;

/** GET /api/reviews/queue: the cards to review now (due ones first, then new ones up to the daily limit). */
export const ZReviewQueue = z.object({
  cards: z.array(ZReviewCard),
  /** Cards still to review today (due now or later today, plus the new ones the limit allows). */
  dueToday: z.number().int(),
  newRemainingToday: z.number().int(),
  /** When the next card is due, once nothing is left now (null while cards are left, or none at all). */
  nextDue: z.iso.datetime().nullable(),
});
export type TReviewQueue = z.infer<typeof ZReviewQueue>;

/** POST /api/reviews/cards/:id/rating: the rating and the card version it was given on. */
export const ZReviewRatingRequest = z.object({
  rating: ZReviewRating,
  version: int4().min(1).max(1_000_000),
  /** Practice only (a review lesson without rescheduling): the card's FSRS state is left as it is. */
  practice: z.boolean().optional(),
});
export type TReviewRatingRequest = z.infer<typeof ZReviewRatingRequest>;

export const ZReviewRatingResponse = z.object({
  card: ZReviewCard,
  /** False when this rating had already been counted (another tab, a retry): nothing changed. */
  applied: z.boolean(),
});
export type TReviewRatingResponse = z.infer<typeof ZReviewRatingResponse>;

/** POST /api/reviews/cards/:id/undo: the version the last rating left the card at (only that one is undone). */
export const ZReviewUndoRequest = z.object({ version: int4().min(1).max(1_000_000) });
export type TReviewUndoRequest = z.infer<typeof ZReviewUndoRequest>;

/** The card as it was before the undone rating, and the rating undone. */
export const ZReviewUndoResponse = z.object({ card: ZReviewCard, rating: ZReviewRating });
export type TReviewUndoResponse = z.infer<typeof ZReviewUndoResponse>;

/** A suspended card (a leech, failed again and again) as the list of suspended cards shows it. */
export const ZSuspendedCard = z.object({
  id: z.uuid(),
  direction: ZReviewDirection,
  en: z.string(),
  es: z.string(),
  leech: z.boolean(),
  /** Times rated Again. */
  fails: z.number().int(),
  suspendedAt: z.iso.datetime(),
});
export type TSuspendedCard = z.infer<typeof ZSuspendedCard>;

/** GET /api/reviews/stats. */
export const ZReviewStats = z.object({
  dueToday: z.number().int(),
  totalCards: z.number().int(),
  reviewedToday: z.number().int(),
  /** Cards due on each of the next 30 days (today first; today counts the overdue ones). */
  forecast: z.array(z.object({ date: z.iso.date(), count: z.number().int() })),
  /** Share of reviews of learned cards remembered (not rated Again); null before the first one. */
  retention: z.number().min(0).max(1).nullable(),
});
export type TReviewStats = z.infer<typeof ZReviewStats>;

export const REVIEW_SETTINGS_DEFAULTS = { desiredRetention: 0.9, dailyNewCards: 20 } as const;

/** GET/PUT /api/reviews/settings: the student's own scheduling choices. */
export const ZReviewSettings = z.object({
  desiredRetention: z.number().min(0.7, 'review.retention-range').max(0.99, 'review.retention-range'),
  dailyNewCards: int4('review.new-cards-range')
    .min(0, 'review.new-cards-range')
    .max(200, 'review.new-cards-range'),
});
export type TReviewSettings = z.infer<typeof ZReviewSettings>;

/** GET/POST /api/reviews/entries/:id: whether a dictionary entry's word is in the student's queue. */
export const ZReviewEntryStatus = z.object({ entryId: z.uuid(), inQueue: z.boolean() });
export type TReviewEntryStatus = z.infer<typeof ZReviewEntryStatus>;

/** A review lesson a student can open: built by staff, or the automatic one of a completed lesson. */
const ZStudentReviewLesson = z.object({
  kind: z.enum(['staff', 'lesson']),
  /** The review lesson's id (staff) or the lesson's id (automatic). */
  id: z.uuid(),
  title: z.object({ es: z.string(), en: z.string() }),
  wordCount: z.number().int(),
});
export type TStudentReviewLesson = z.infer<typeof ZStudentReviewLesson>;

/** GET /api/reviews/courses: the review lessons of each enrolled course (the header of /reviews). */
export const ZReviewCourse = z.object({
  courseId: z.uuid(),
  title: z.object({ es: z.string(), en: z.string() }),
  lessons: z.array(ZStudentReviewLesson),
});
export type TReviewCourse = z.infer<typeof ZReviewCourse>;

export const ZReviewLessonParams = z.object({ kind: z.enum(['staff', 'lesson']), id: z.uuid() });

/** POST /api/reviews/lessons/:kind/:id/session: that lesson's words, each card in the one queue. */
export const ZReviewSession = z.object({
  title: z.object({ es: z.string(), en: z.string() }),
  cards: z.array(ZReviewCard),
});
export type TReviewSession = z.infer<typeof ZReviewSession>;

/** GET /api/my-day: the student's day on the home page, in one call. */
export const ZMyDay = z.object({
  resume: z
    .object({
      courseId: z.uuid(),
      chapterId: z.uuid(),
      courseTitle: z.object({ es: z.string(), en: z.string() }),
      chapterTitle: z.object({ es: z.string(), en: z.string() }),
    })
    .nullable(),
  reviewsDue: z.number().int(),
  minutesThisWeek: z.number().int(),
  /** The daily goal and the streak. */
  habit: ZHabitDay,
  /** A student not onboarded yet: the home page sends them to the placement test and the goal. */
  onboardingPending: z.boolean(),
});
export type TMyDay = z.infer<typeof ZMyDay>;
