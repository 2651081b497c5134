import { PLACEMENT_QUESTION_COUNT } from '@puente/shared';
import { describe, expect, it } from 'vitest';
import { PLACEMENT_QUESTIONS } from './placement-questions.ts';
import { replayPlacement, START_STEP } from './placement-test.ts';

const byId = new Map(PLACEMENT_QUESTIONS.map((question) => [question.id, question]));

/** Takes the test answering by a rule (right or not, by the question's number); answers the steps asked. */
function take(right: (index: number) => boolean) {
  const answers: { questionId: string; choice: number }[] = [];
  const steps: number[] = [];
  for (;;) {
    const progress = replayPlacement(answers);
    if (progress.done) return { ...progress, steps, answers };
    const question = byId.get(progress.question.id)!;
    steps.push(question.step);
    const index = answers.length;
    answers.push({
      questionId: question.id,
      choice: right(index) ? question.answer : (question.answer + 1) % question.options.length,
    });
  }
}

describe('the placement test', () => {
  it('asks between 10 and 15 questions, none twice, each from the bank written for it', () => {
    expect(PLACEMENT_QUESTION_COUNT).toBeGreaterThanOrEqual(10);
    expect(PLACEMENT_QUESTION_COUNT).toBeLessThanOrEqual(15);
    const run = take((index) => index % 3 !== 0);
    expect(run.answers).toHaveLength(PLACEMENT_QUESTION_COUNT);
    expect(new Set(run.answers.map((answer) => answer.questionId)).size).toBe(PLACEMENT_QUESTION_COUNT);
    // Every question of the bank has its answer among its options.
    for (const question of PLACEMENT_QUESTIONS) expect(question.answer).toBeLessThan(question.options.length);
  });

  it('asks a harder question after a right answer and an easier one after a wrong one', () => {
    const run = take((index) => index < 3 || index >= 6);
    expect(run.steps[0]).toBe(START_STEP);
    // Three right answers climb, three wrong ones come down, then up again.
    expect(run.steps.slice(0, 7)).toEqual([1, 2, 3, 4, 3, 2, 1]);
  });

  it('places every right answer at B1 and every wrong one at A1', () => {
    expect(take(() => true).level).toBe('B1');
    expect(take(() => false).level).toBe('A1');
    // Right up to A2 and no further (right, wrong in turn around A2).
    expect(take((index) => index < 2 || index % 2 === 0).level).toBe('A2');
  });

  it('refuses an answer to a question it did not ask, and an option that does not exist', () => {
    const first = replayPlacement([]);
    if (first.done) throw new Error('not started');
    const other = PLACEMENT_QUESTIONS.find((question) => question.id !== first.question.id)!;
    expect(() => replayPlacement([{ questionId: other.id, choice: 0 }])).toThrowError(
      'placement.unknown-question',
    );
    expect(() => replayPlacement([{ questionId: first.question.id, choice: 3 }])).toThrowError(
      'placement.unknown-question',
    );
  });
});
