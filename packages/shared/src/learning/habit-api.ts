import { z } from 'zod';
import { ZCefrLevel } from './localized-text.ts';

/** The placement test: between 10 and 15 questions; this many are asked. */
export const PLACEMENT_QUESTION_COUNT = 12;
/** The daily goals a student chooses from, in minutes of study a day. */
export const DAILY_GOAL_MINUTES = [5, 10, 15, 20] as const;
const ZDailyGoalMinutes = z.union(DAILY_GOAL_MINUTES.map((minutes) => z.literal(minutes)));

const ZTitle = z.object({ es: z.string(), en: z.string() });

/** A placement question as the student sees it (its answer stays on the server). */
const ZPlacementQuestion = z.object({
  id: z.string(),
  /** The English sentence with a gap (`___`), or a question in English. */
  sentence: z.string(),
  /** A hint in Spanish for the sentence, when it needs one. */
  hint: z.string().nullable(),
  options: z.array(z.string()).min(2).max(4),
});

/** Where the placement sends the student: a course of the school at their level and its first lesson to do. */
const ZPlacementRecommendation = z.object({
  courseId: z.uuid(),
  chapterId: z.uuid(),
  level: ZCefrLevel,
  courseTitle: ZTitle,
  chapterTitle: ZTitle,
});
export type TPlacementRecommendation = z.infer<typeof ZPlacementRecommendation>;

/** POST /api/onboarding/placement: the answers so far, in the order the questions were asked. */
export const ZPlacementAnswers = z.object({
  answers: z
    .array(z.object({ questionId: z.string().max(40), choice: z.number().int().min(0).max(3) }))
    .max(PLACEMENT_QUESTION_COUNT),
});
export type TPlacementAnswers = z.infer<typeof ZPlacementAnswers>;

/** The placement's next question, or its result once every question is answered. */
export const ZPlacementStep = z.discriminatedUnion('done', [
  z.object({
    done: z.literal(false),
    /** The question's number, from 1. */
    number: z.number().int(),
    total: z.number().int(),
    question: ZPlacementQuestion,
  }),
  z.object({
    done: z.literal(true),
    level: ZCefrLevel,
    recommendation: ZPlacementRecommendation.nullable(),
  }),
]);
export type TPlacementStep = z.infer<typeof ZPlacementStep>;

/** GET /api/onboarding: whether the student is still to be onboarded, and how far they got. */
export const ZOnboarding = z.object({
  pending: z.boolean(),
  placementLevel: ZCefrLevel.nullable(),
  recommendation: ZPlacementRecommendation.nullable(),
  dailyGoalMinutes: z.number().int(),
});
export type TOnboarding = z.infer<typeof ZOnboarding>;

/** PUT /api/onboarding/goal: the daily goal chosen at the end of the onboarding. */
export const ZDailyGoal = z.object({ minutes: ZDailyGoalMinutes });
export type TDailyGoal = z.infer<typeof ZDailyGoal>;

/** GET and PUT /api/habit/settings: the daily goal and the study reminder, on the profile. */
export const ZHabitSettings = z.object({
  dailyGoalMinutes: ZDailyGoalMinutes,
  reminderEnabled: z.boolean(),
  /** The hour of the reminder, in the student's time zone (0–23). */
  reminderHour: z.number().int().min(0).max(23),
});
export type THabitSettings = z.infer<typeof ZHabitSettings>;

/** POST /api/public/study-reminders/off: the token of the reminder mail's unsubscribe link. */
export const ZReminderOff = z.object({ token: z.string().min(20).max(100) });
export type TReminderOff = z.infer<typeof ZReminderOff>;

/** The goal and streak on the home page (part of GET /api/my-day). */
export const ZHabitDay = z.object({
  goalMinutes: z.number().int(),
  minutesToday: z.number().int(),
  goalMet: z.boolean(),
  /** Days in a row the goal was met (today counted once met); a frozen day keeps it without adding. */
  streakDays: z.number().int(),
  /** Whether this week's freeze is still there to cover a missed day. */
  freezeAvailable: z.boolean(),
});
export type THabitDay = z.infer<typeof ZHabitDay>;
