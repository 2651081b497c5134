import type { TExerciseAnswer } from '@puente/shared';
import type { ExamQuestion } from '../../db/schema/index.ts';
import { checkAnswer } from '../exercises/index.ts';

export type SavedAnswer = { questionId: string; answer: TExerciseAnswer; answeredAt: Date };

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
