import { describe, expect, it } from 'vitest';
import { correctAnswerView, fillBlanks } from './correct-answer-text';

const base = {
  id: '00000000-0000-7000-8000-000000000001',
  position: 1,
  prompt: 'Elija',
  promptEn: null,
  question: null,
};
const items = (...texts: string[]) => texts.map((text, id) => ({ id, text }));

describe('correctAnswerView', () => {
  it('names the right options', () => {
    const exercise = { ...base, type: 'multiple-choice', options: items('red', 'run', 'blue') } as const;
    expect(correctAnswerView(exercise, { type: 'multiple-choice', choices: [0, 2] })).toEqual({
      lines: ['red', 'blue'],
      alsoAccepted: [],
    });
  });

  it('completes the sentence with the usual form and lists the other accepted forms', () => {
    const exercise = { ...base, type: 'fill-in-blank', text: 'I ___ like it.', blankCount: 1 } as const;
    expect(fillBlanks('I ___ like ___.', [['do not'], ['tea']])).toBe('I do not like tea.');
    expect(correctAnswerView(exercise, { type: 'fill-in-blank', blanks: [["don't", 'do not']] })).toEqual({
      lines: ["I don't like it."],
      alsoAccepted: ['do not'],
    });
  });

  it('shows the sentence of a word order and the pairs of a matching', () => {
    const order = { ...base, type: 'word-order', tokens: items('am', 'I'), translation: null } as const;
    expect(
      correctAnswerView(order, { type: 'word-order', sentence: 'I am', order: [1, 0], alternatives: [] })
        .lines,
    ).toEqual(['I am']);
    const matching = {
      ...base,
      type: 'matching',
      left: items('dog', 'cat'),
      right: items('gato', 'perro'),
    } as const;
    expect(
      correctAnswerView(matching, {
        type: 'matching',
        matches: [
          { left: 0, right: 1 },
          { left: 1, right: 0 },
        ],
      }).lines,
    ).toEqual(['dog → perro', 'cat → gato']);
  });

  it('shows what was spoken in a listening exercise', () => {
    const typed = { ...base, type: 'listening', speak: 'x', answerMode: 'type', options: null } as const;
    expect(
      correctAnswerView(typed, {
        type: 'listening',
        text: "It's raining",
        accepted: ["It's raining", 'It is raining'],
        choice: null,
      }),
    ).toEqual({ lines: ["It's raining"], alsoAccepted: ['It is raining'] });
    const picked = { ...typed, answerMode: 'choice', options: items('ship', 'sheep') } as const;
    expect(
      correctAnswerView(picked, { type: 'listening', text: 'a sheep', accepted: [], choice: 1 }).lines,
    ).toEqual(['sheep', '“a sheep”']);
  });
});
