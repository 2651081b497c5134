import {
  isAnswerComplete,
  normalizeAnswerText,
  type TExerciseAnswer,
  ZExerciseDefinition,
} from '@puente/shared';
import { describe, expect, it } from 'vitest';
import { sampleExercises } from '../../../test/learning-kit.ts';
import { AppError } from '../../lib/app-error.ts';
import { assertAnswerFits } from './answer-rules.ts';
import { checkAnswer } from './check-answer.ts';
import { presentExercise, type StoredExercise } from './present-exercise.ts';

const stored = (index: number, id = '0190a3b4-0000-7000-8000-000000000001'): StoredExercise => {
  const { key: _key, ...definition } = sampleExercises('t')[index]!;
  return { id, position: 1, definition: ZExerciseDefinition.parse(definition) };
};
const [single, multiple, fill, order, matching, listening] = [0, 1, 2, 3, 4, 5].map((i) => stored(i)) as [
  StoredExercise,
  StoredExercise,
  StoredExercise,
  StoredExercise,
  StoredExercise,
  StoredExercise,
];

describe('tolerant answer text', () => {
  it('ignores case, accents, extra spaces, curly apostrophes and a final full stop', () => {
    expect(normalizeAnswerText('  I’M   FINE. ')).toBe("i'm fine");
    expect(normalizeAnswerText('Café  Olé!')).toBe('cafe ole');
    expect(normalizeAnswerText('¿Qué?')).toBe('que');
  });
});

describe('checking each exercise type', () => {
  it('single choice: the right option, and the feedback of a known wrong one', () => {
    expect(checkAnswer(single, { type: 'single-choice', choice: 1 })).toMatchObject({
      correct: true,
      score: 100,
    });
    const wrong = checkAnswer(single, { type: 'single-choice', choice: 0 });
    expect(wrong).toMatchObject({
      correct: false,
      score: 0,
      correctAnswer: { type: 'single-choice', choice: 1 },
    });
    expect(wrong.feedback).toEqual(['Falso amigo: bookstore es librería.']);
  });

  it('multiple choice: one item per option, partial score', () => {
    const all = checkAnswer(multiple, { type: 'multiple-choice', choices: [0, 2] });
    expect(all).toMatchObject({ correct: true, score: 100 });
    const half = checkAnswer(multiple, { type: 'multiple-choice', choices: [0, 1] });
    expect(half.items.map((i) => i.correct)).toEqual([true, false, false]);
    expect(half).toMatchObject({ correct: false, score: 33, correctAnswer: { choices: [0, 2] } });
  });

  it('fill in the blank: every accepted form, tolerant of case, accents and spaces', () => {
    for (const blanks of [
      ["don't", 'is'],
      ['DO  NOT', "'s"],
      ['  Dón’t ', 'ís.'],
    ]) {
      expect(checkAnswer(fill, { type: 'fill-in-blank', blanks }).correct).toBe(true);
    }
    const wrong = checkAnswer(fill, { type: 'fill-in-blank', blanks: ["don't", 'are'] });
    expect(wrong.items.map((i) => i.correct)).toEqual([true, false]);
    expect(wrong.score).toBe(50);
    expect(wrong.feedback).toEqual(['Con she se usa is.']);
  });

  it('word order: tokens come shuffled with ids that reveal nothing; the right order scores 100', () => {
    const presented = presentExercise(order);
    if (presented.type !== 'word-order') throw new Error('type');
    expect(presented.tokens.map((t) => t.text).join(' ')).not.toBe('I am a student');
    const right = ['I', 'am', 'a', 'student'].map(
      (word) => presented.tokens.find((t) => t.text === word)!.id,
    );
    const result = checkAnswer(order, { type: 'word-order', order: right });
    expect(result).toMatchObject({
      correct: true,
      score: 100,
      correctAnswer: { order: right, sentence: 'I am a student' },
    });
    const swapped = [right[1]!, right[0]!, right[2]!, right[3]!];
    expect(checkAnswer(order, { type: 'word-order', order: swapped })).toMatchObject({
      correct: false,
      score: 50,
    });
  });

  it('matching: right items shuffled; each left item is checked', () => {
    const presented = presentExercise(matching);
    if (presented.type !== 'matching') throw new Error('type');
    const rightId = (text: string) => presented.right.find((r) => r.text === text)!.id;
    const answer: TExerciseAnswer = {
      type: 'matching',
      matches: [
        { left: 0, right: rightId('cocina') },
        { left: 1, right: rightId('ventana') },
        { left: 2, right: rightId('alfombra') },
      ],
    };
    const result = checkAnswer(matching, answer);
    expect(result.items.map((i) => i.correct)).toEqual([true, false, false]);
    expect(result.correctAnswer).toEqual({
      type: 'matching',
      matches: [
        { left: 0, right: rightId('cocina') },
        { left: 1, right: rightId('alfombra') },
        { left: 2, right: rightId('ventana') },
      ],
    });
  });

  it('listening: typed text compared tolerantly; a known mistake is named', () => {
    expect(checkAnswer(listening, { type: 'listening', text: ' School ' }).correct).toBe(true);
    const wrong = checkAnswer(listening, { type: 'listening', text: 'eschool' });
    expect(wrong).toMatchObject({ correct: false, feedback: ['Sin e al inicio.'] });
  });

  it('an unanswered question scores 0', () => {
    for (const exercise of [single, multiple, fill, order, matching, listening]) {
      expect(checkAnswer(exercise, null)).toMatchObject({ correct: false, score: 0 });
    }
  });
});

describe('answer rules', () => {
  it('refuses answers of another type or with unknown or repeated ids', () => {
    const invalid = (exercise: StoredExercise, answer: TExerciseAnswer) => {
      expect(() => assertAnswerFits(exercise, answer)).toThrow(AppError);
    };
    invalid(single, { type: 'multiple-choice', choices: [1] });
    invalid(single, { type: 'single-choice', choice: 7 });
    invalid(multiple, { type: 'multiple-choice', choices: [0, 0] });
    invalid(fill, { type: 'fill-in-blank', blanks: ['a', 'b', 'c'] });
    invalid(order, { type: 'word-order', order: [0, 0, 1, 2] });
    invalid(matching, { type: 'matching', matches: [{ left: 0, right: 9 }] });
  });

  it('tells complete answers from partial ones', () => {
    expect(isAnswerComplete(presentExercise(single), { type: 'single-choice', choice: null })).toBe(false);
    expect(isAnswerComplete(presentExercise(multiple), { type: 'multiple-choice', choices: [] })).toBe(false);
    expect(isAnswerComplete(presentExercise(fill), { type: 'fill-in-blank', blanks: ["don't", '  '] })).toBe(
      false,
    );
    expect(isAnswerComplete(presentExercise(order), { type: 'word-order', order: [0, 1] })).toBe(false);
    expect(
      isAnswerComplete(presentExercise(matching), { type: 'matching', matches: [{ left: 0, right: 1 }] }),
    ).toBe(false);
    expect(isAnswerComplete(presentExercise(listening), { type: 'listening', text: '' })).toBe(false);
    expect(isAnswerComplete(presentExercise(listening), { type: 'listening', text: 'school' })).toBe(true);
  });
});
