import { isAnswerComplete, type TPresentedExercise } from '@puente/shared';
import { describe, expect, it } from 'vitest';
import {
  emptyAnswer,
  isAnswerEmpty,
  matchOf,
  placeToken,
  removeTokenAt,
  restoreAnswer,
  setBlank,
  setMatch,
  toggleChoice,
} from './answer-draft';

const base = {
  id: '00000000-0000-7000-8000-000000000001',
  position: 1,
  prompt: 'Elija',
  promptEn: null,
  question: null,
};
const items = (...texts: string[]) => texts.map((text, id) => ({ id, text }));

const single = { ...base, type: 'single-choice', options: items('am', 'is', 'are') } as const;
const multiple = { ...base, type: 'multiple-choice', options: items('red', 'blue', 'run') } as const;
const fill = { ...base, type: 'fill-in-blank', text: 'I ___ 20 years ___.', blankCount: 2 } as const;
const order = {
  ...base,
  type: 'word-order',
  tokens: items('from', 'I', 'am', 'Mexico'),
  translation: 'Soy de México',
} as const;
const matching = {
  ...base,
  type: 'matching',
  left: items('dog', 'cat'),
  right: items('gato', 'perro'),
} as const;
const listenType = {
  ...base,
  type: 'listening',
  speak: 'It is raining',
  answerMode: 'type',
  options: null,
} as const;
const listenChoice = { ...listenType, answerMode: 'choice', options: items('ship', 'sheep') } as const;

describe('single choice', () => {
  it('starts without a choice and is complete once one is picked', () => {
    const answer = emptyAnswer(single);
    expect(answer).toEqual({ type: 'single-choice', choice: null });
    expect(isAnswerComplete(single, answer)).toBe(false);
    expect(isAnswerComplete(single, { type: 'single-choice', choice: 0 })).toBe(true);
  });
});

describe('multiple choice', () => {
  it('toggles options, keeps them in option order and needs at least one', () => {
    let answer = emptyAnswer(multiple) as Extract<
      ReturnType<typeof emptyAnswer>,
      { type: 'multiple-choice' }
    >;
    expect(isAnswerComplete(multiple, answer)).toBe(false);
    answer = toggleChoice(answer, 1, true);
    answer = toggleChoice(answer, 0, true);
    answer = toggleChoice(answer, 0, true);
    expect(answer.choices).toEqual([0, 1]);
    expect(isAnswerComplete(multiple, answer)).toBe(true);
    answer = toggleChoice(answer, 1, false);
    expect(answer.choices).toEqual([0]);
  });
});

describe('fill in the blank', () => {
  it('has one blank per marker and needs every blank filled (not just spaces)', () => {
    let answer = emptyAnswer(fill) as Extract<ReturnType<typeof emptyAnswer>, { type: 'fill-in-blank' }>;
    expect(answer.blanks).toEqual(['', '']);
    answer = setBlank(answer, 0, 'am');
    expect(isAnswerComplete(fill, answer)).toBe(false);
    answer = setBlank(answer, 1, '   ');
    expect(isAnswerComplete(fill, answer)).toBe(false);
    answer = setBlank(answer, 1, 'old');
    expect(answer.blanks).toEqual(['am', 'old']);
    expect(isAnswerComplete(fill, answer)).toBe(true);
  });
});

describe('word order', () => {
  it('places each word once, removes by position and needs every word', () => {
    let answer = emptyAnswer(order) as Extract<ReturnType<typeof emptyAnswer>, { type: 'word-order' }>;
    for (const id of [1, 2, 0, 2]) answer = placeToken(answer, id);
    expect(answer.order).toEqual([1, 2, 0]);
    expect(isAnswerComplete(order, answer)).toBe(false);
    answer = removeTokenAt(answer, 1);
    expect(answer.order).toEqual([1, 0]);
    for (const id of [2, 3]) answer = placeToken(answer, id);
    expect(answer.order).toEqual([1, 0, 2, 3]);
    expect(isAnswerComplete(order, answer)).toBe(true);
  });
});

describe('matching', () => {
  it('pairs left items, moves a right item chosen twice, clears with null', () => {
    let answer = emptyAnswer(matching) as Extract<ReturnType<typeof emptyAnswer>, { type: 'matching' }>;
    answer = setMatch(answer, 1, 0);
    answer = setMatch(answer, 0, 0);
    expect(answer.matches).toEqual([{ left: 0, right: 0 }]);
    expect(matchOf(answer, 1)).toBeNull();
    expect(isAnswerComplete(matching, answer)).toBe(false);
    answer = setMatch(answer, 1, 1);
    expect(answer.matches).toEqual([
      { left: 0, right: 0 },
      { left: 1, right: 1 },
    ]);
    expect(isAnswerComplete(matching, answer)).toBe(true);
    answer = setMatch(answer, 0, null);
    expect(answer.matches).toEqual([{ left: 1, right: 1 }]);
  });
});

describe('listening', () => {
  it('needs the heard text typed, or an option picked, by answer mode', () => {
    expect(emptyAnswer(listenType)).toEqual({ type: 'listening', text: '' });
    expect(isAnswerComplete(listenType, { type: 'listening', text: ' ' })).toBe(false);
    expect(isAnswerComplete(listenType, { type: 'listening', text: 'It is raining' })).toBe(true);
    expect(emptyAnswer(listenChoice)).toEqual({ type: 'listening', choice: null });
    expect(isAnswerComplete(listenChoice, { type: 'listening', choice: null })).toBe(false);
    expect(isAnswerComplete(listenChoice, { type: 'listening', choice: 1 })).toBe(true);
  });
});

describe('exam answers', () => {
  it('restores a saved answer, pads blanks, and falls back to empty for another type', () => {
    expect(restoreAnswer(fill, { type: 'fill-in-blank', blanks: ['am'] })).toEqual({
      type: 'fill-in-blank',
      blanks: ['am', ''],
    });
    expect(restoreAnswer(single, { type: 'word-order', order: [1] })).toEqual(emptyAnswer(single));
    expect(restoreAnswer(single, undefined)).toEqual(emptyAnswer(single));
    expect(restoreAnswer(single, { type: 'single-choice', choice: 2 })).toEqual({
      type: 'single-choice',
      choice: 2,
    });
  });

  it('tells an untouched answer from a partial one', () => {
    const exercises: TPresentedExercise[] = [
      single,
      multiple,
      fill,
      order,
      matching,
      listenType,
      listenChoice,
    ];
    for (const exercise of exercises) expect(isAnswerEmpty(emptyAnswer(exercise))).toBe(true);
    expect(isAnswerEmpty({ type: 'fill-in-blank', blanks: ['', 'old'] })).toBe(false);
    expect(isAnswerEmpty({ type: 'matching', matches: [{ left: 0, right: 1 }] })).toBe(false);
  });

  it('never calls an answer of another type complete', () => {
    expect(isAnswerComplete(fill, { type: 'word-order', order: [0, 1] })).toBe(false);
  });
});
