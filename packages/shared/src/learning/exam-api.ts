import { z } from 'zod';
import { ZExerciseAnswer } from './exercise-answer.ts';
import { ZCheckResult } from './exercise-check-result.ts';
import { ZPresentedExercise } from './exercise-presented.ts';
import { ZInstant, ZLocalizedText } from './localized-text.ts';

const EXAM_STATES = ['not-started', 'in-progress', 'passed', 'failed'] as const;
const ZExamState = z.enum(EXAM_STATES);
export type TExamState = z.infer<typeof ZExamState>;

export const ZExamSummary = z.object({
  id: z.uuid(),
  courseId: z.uuid(),
  courseTitle: ZLocalizedText,
  title: ZLocalizedText,
  description: ZLocalizedText,
  passMark: z.number().int(),
  timeLimitMinutes: z.number().int().nullable(),
  questionCount: z.number().int(),
  /** passed once any attempt passed; failed when attempts exist and none passed. */
  state: ZExamState,
  /** Seconds left of the open attempt, by the server's clock; null without a limit or an open attempt. */
  secondsLeft: z.number().int().nullable(),
  currentAttemptId: z.uuid().nullable(),
  bestScore: z.number().int().nullable(),
  attempts: z.number().int(),
  /** Attempts allowed; null for no limit. */
  maxAttempts: z.number().int().nullable(),
  /** Hours a failed attempt waits before the next one. */
  retakeCooldownHours: z.number().int(),
  /** While a failed attempt's cooldown runs: when the exam can be taken again; null otherwise. */
  retakeAt: ZInstant.nullable(),
});
export type TExamSummary = z.infer<typeof ZExamSummary>;

export const ZAttemptParams = z.object({ attemptId: z.uuid() });
export const ZAttemptQuestionParams = z.object({ attemptId: z.uuid(), questionId: z.uuid() });

const ZSavedAnswer = z.object({ questionId: z.uuid(), answer: ZExerciseAnswer, answeredAt: ZInstant });

const ZQuestionResult = ZCheckResult.extend({ questionId: z.uuid(), answered: z.boolean() });

const ZExamResult = z.object({
  score: z.number().int().min(0).max(100),
  passed: z.boolean(),
  submittedAt: ZInstant,
  /** True when the server closed the attempt at its deadline. */
  autoSubmitted: z.boolean(),
  questions: z.array(ZQuestionResult),
  /** The course certificate, when this attempt completed the course (or it was issued before). */
  certificate: z.object({ id: z.uuid(), code: z.string() }).nullable(),
});

/** An attempt: open (questions, saved answers, time left) or submitted (with its result). */
export const ZExamAttemptView = z.object({
  attemptId: z.uuid(),
  examId: z.uuid(),
  title: ZLocalizedText,
  passMark: z.number().int(),
  timeLimitMinutes: z.number().int().nullable(),
  status: z.enum(['open', 'submitted']),
  startedAt: ZInstant,
  deadline: ZInstant.nullable(),
  secondsLeft: z.number().int().nullable(),
  questions: z.array(ZPresentedExercise),
  answers: z.array(ZSavedAnswer),
  result: ZExamResult.nullable(),
});
export type TExamAttemptView = z.infer<typeof ZExamAttemptView>;

/** A submitted attempt in the exam's list of past attempts; its review is GET /exam-attempts/:attemptId. */
export const ZPastAttempt = z.object({
  attemptId: z.uuid(),
  startedAt: ZInstant,
  submittedAt: ZInstant,
  score: z.number().int().min(0).max(100),
  passed: z.boolean(),
  autoSubmitted: z.boolean(),
});
export type TPastAttempt = z.infer<typeof ZPastAttempt>;

export const ZSaveAnswerResponse = z.object({
  attemptId: z.uuid(),
  questionId: z.uuid(),
  /**
   * When the server stored the answer as it now stands (its answeredAt). Resending the answer already
   * saved changes nothing and answers the time it was first saved.
   */
  savedAt: ZInstant,
  secondsLeft: z.number().int().nullable(),
});
export type TSaveAnswerResponse = z.infer<typeof ZSaveAnswerResponse>;

export const ZAssignExamRequest = z.object({ userId: z.uuid(), examId: z.uuid() });
export const ZUserExam = z.object({ userId: z.uuid(), examId: z.uuid(), ownedSince: ZInstant });
