import type { AttemptReview, ExamQuestion } from '../../../db/schema/index.ts';
import { presentExercise } from '../../exercises/index.ts';
import { gradeAttempt, type SavedAnswer } from '../exam-grading.ts';
import { shuffleOptions } from './shuffle-options.ts';

/** The questions of an attempt as its student sees them: without answers, options in the attempt's order. */
export const presentAttemptQuestions = (questions: ExamQuestion[], attemptId: string) =>
  questions.map((question) => shuffleOptions(presentExercise(question), attemptId));

/**
 * Grades an attempt and keeps what it showed: the questions as presented and each one's result with the
 * skill it measures. Stored at submission, the review stays as it was when the exam is edited later.
 */
export function reviewAttempt(
  attemptId: string,
  questions: ExamQuestion[],
  answers: SavedAnswer[],
  passMark: number,
): { score: number; passed: boolean; review: AttemptReview } {
  const graded = gradeAttempt(questions, answers, passMark);
  const skillOf = new Map(questions.map((question) => [question.id, question.skill]));
  return {
    score: graded.score,
    passed: graded.passed,
    review: {
      questions: presentAttemptQuestions(questions, attemptId),
      results: graded.results.map((result) => ({ ...result, skill: skillOf.get(result.questionId)! })),
    },
  };
}
