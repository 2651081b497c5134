import type { TExerciseAnswer } from '@puente/shared';
import type { ExamAttempt, ExamQuestion } from '../../db/schema/index.ts';
import { checkAnswer } from './check-answer.ts';

export type SavedAnswer = { questionId: string; answer: TExerciseAnswer; answeredAt: Date };

/** Seconds left before the deadline by the server's clock; null without a limit. */
export function secondsLeft(attempt: Pick<ExamAttempt, 'deadlineAt'>, now: Date): number | null {
  if (!attempt.deadlineAt) return null;
  return Math.max(0, Math.ceil((attempt.deadlineAt.getTime() - now.getTime()) / 1000));
}

/** An open attempt whose deadline has come: nothing more is accepted. */
export const isExpired = (attempt: Pick<ExamAttempt, 'deadlineAt' | 'submittedAt'>, now: Date) =>
  !attempt.submittedAt && attempt.deadlineAt !== null && now.getTime() >= attempt.deadlineAt.getTime();

/**
 * Grades every question with the saved answers (unanswered ones score 0). The exam score is the mean of
 * the question scores (parts answered right earn partial credit), rounded; passed at the pass mark or above.
 */
export function gradeAttempt(questions: ExamQuestion[], answers: SavedAnswer[], passMark: number) {
  const byQuestion = new Map(answers.map((saved) => [saved.questionId, saved.answer]));
  const results = questions.map((question) => {
    const answer = byQuestion.get(question.id) ?? null;
    const fits = answer?.type === question.definition.type ? answer : null;
    return { questionId: question.id, answered: fits !== null, ...checkAnswer(question, fits) };
  });
  const total = results.reduce((sum, result) => sum + result.score, 0);
  const score = results.length ? Math.round(total / results.length) : 0;
  return { score, passed: score >= passMark, results };
}
