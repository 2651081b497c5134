import {
  matchesAnyAnswer,
  normalizeAnswerText,
  type TCheckResult,
  type TChoiceOption,
  type TCorrectAnswer,
  type TExerciseAnswer,
  type TKnownMistake,
} from '@puente/shared';
import { type StoredExercise, shownOrder } from './present-exercise.ts';

type Graded = { items: boolean[]; correctAnswer: TCorrectAnswer; feedback: string[]; allCorrect?: boolean };

const inverse = (permutation: number[]) => {
  const result: number[] = [];
  permutation.forEach((original, shown) => {
    result[original] = shown;
  });
  return result;
};

const optionFeedback = (options: TChoiceOption[], chosen: number[]) =>
  chosen.flatMap((index) => {
    const option = options[index];
    return option && !option.correct && option.feedback ? [option.feedback] : [];
  });

const mistakeFeedback = (mistakes: TKnownMistake[] | undefined, given: string | null | undefined) =>
  (mistakes ?? [])
    .filter((m) => given && normalizeAnswerText(m.answer) === normalizeAnswerText(given))
    .map((m) => m.feedback);

/** Grades an answer (null: not answered). Missing parts count as wrong; typed text is compared tolerantly. */
export function checkAnswer(exercise: StoredExercise, answer: TExerciseAnswer | null): TCheckResult {
  const graded = grade(exercise, answer);
  const right = graded.items.filter(Boolean).length;
  const correct = graded.allCorrect ?? (graded.items.length > 0 && right === graded.items.length);
  return {
    correct,
    score: correct ? 100 : Math.round((100 * right) / Math.max(graded.items.length, 1)),
    items: graded.items.map((item) => ({ correct: correct || item })),
    correctAnswer: graded.correctAnswer,
    explanation: exercise.definition.explanation,
    feedback: [...new Set(graded.feedback)],
  };
}

function grade(exercise: StoredExercise, answer: TExerciseAnswer | null): Graded {
  const d = exercise.definition;
  switch (d.type) {
    case 'single-choice': {
      const choice = answer?.type === d.type ? answer.choice : null;
      const right = d.options.findIndex((option) => option.correct);
      const feedback = choice === null ? [] : optionFeedback(d.options, [choice]);
      return { items: [choice === right], correctAnswer: { type: d.type, choice: right }, feedback };
    }
    case 'multiple-choice': {
      const chosen = answer?.type === d.type ? answer.choices : [];
      const right = d.options.flatMap((option, index) => (option.correct ? [index] : []));
      return {
        // Nothing picked earns nothing, not credit for every wrong option left alone.
        items: d.options.map(
          (option, index) => chosen.length > 0 && chosen.includes(index) === option.correct,
        ),
        correctAnswer: { type: d.type, choices: right },
        feedback: optionFeedback(d.options, chosen),
      };
    }
    case 'fill-in-blank': {
      const given = answer?.type === d.type ? answer.blanks : [];
      return {
        items: d.blanks.map((blank, index) => matchesAnyAnswer(given[index] ?? '', blank.accepted)),
        correctAnswer: { type: d.type, blanks: d.blanks.map((blank) => blank.accepted) },
        feedback: d.blanks.flatMap((blank, index) => mistakeFeedback(blank.mistakes, given[index])),
      };
    }
    case 'word-order': {
      const permutation = shownOrder(exercise, d.words.length);
      const order = answer?.type === d.type ? answer.order : [];
      const placed = order.map((shown) => d.words[permutation[shown]!]!);
      const sentence = d.words.join(' ');
      const alternatives = d.alternatives ?? [];
      const complete = placed.length === d.words.length;
      return {
        items: d.words.map(
          (word, index) => normalizeAnswerText(placed[index] ?? '') === normalizeAnswerText(word),
        ),
        allCorrect: complete && matchesAnyAnswer(placed.join(' '), [sentence, ...alternatives]),
        correctAnswer: { type: d.type, sentence, order: inverse(permutation), alternatives },
        feedback: [],
      };
    }
    case 'matching': {
      const permutation = shownOrder(exercise, d.pairs.length);
      const matches = answer?.type === d.type ? answer.matches : [];
      const shownRight = inverse(permutation);
      return {
        items: d.pairs.map((_, left) => {
          const match = matches.find((m) => m.left === left);
          return match !== undefined && permutation[match.right] === left;
        }),
        correctAnswer: {
          type: d.type,
          matches: d.pairs.map((_, left) => ({ left, right: shownRight[left]! })),
        },
        feedback: [],
      };
    }
    case 'listening': {
      const given = answer?.type === d.type ? answer : null;
      const right = d.options?.findIndex((option) => option.correct) ?? -1;
      const correctAnswer: TCorrectAnswer = {
        type: d.type,
        text: d.speak,
        accepted: d.accepted ?? [],
        choice: d.answerMode === 'choice' ? right : null,
      };
      if (d.answerMode === 'choice') {
        const choice = given?.choice ?? null;
        const feedback = choice === null ? [] : optionFeedback(d.options ?? [], [choice]);
        return { items: [choice !== null && choice === right], correctAnswer, feedback };
      }
      const text = given?.text ?? '';
      return {
        items: [matchesAnyAnswer(text, d.accepted ?? [])],
        correctAnswer,
        feedback: mistakeFeedback(d.mistakes, text),
      };
    }
  }
}
