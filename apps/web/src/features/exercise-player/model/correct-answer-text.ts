import { BLANK_MARKER, type TCorrectAnswer, type TPresentedExercise } from '@puente/shared';

type Item = { id: number; text: string };
const textOf = (items: Item[] | null | undefined, id: number | null) =>
  items?.find((item) => item.id === id)?.text ?? '';

/** A fill-in-the-blank text with each blank replaced by its usual answer. */
export function fillBlanks(text: string, blanks: string[][]): string {
  return text
    .split(BLANK_MARKER)
    .map((part, index) => (index === 0 ? part : `${blanks[index - 1]?.[0] ?? BLANK_MARKER}${part}`))
    .join('');
}

/** The right answer to show after checking: its lines, and other forms that are also accepted. */
export type CorrectAnswerView = { lines: string[]; alsoAccepted: string[] };

/** The option(s), the completed sentence, the pairs, or what was spoken, in the shown texts. */
export function correctAnswerView(exercise: TPresentedExercise, correct: TCorrectAnswer): CorrectAnswerView {
  switch (correct.type) {
    case 'single-choice':
      return view(exercise.type === 'single-choice' ? [textOf(exercise.options, correct.choice)] : []);
    case 'multiple-choice':
      return view(
        exercise.type === 'multiple-choice' ? correct.choices.map((id) => textOf(exercise.options, id)) : [],
      );
    case 'fill-in-blank':
      if (exercise.type !== 'fill-in-blank') return view([]);
      return view(
        [fillBlanks(exercise.text, correct.blanks)],
        correct.blanks.flatMap((forms) => forms.slice(1)),
      );
    case 'word-order':
      return view([correct.sentence], correct.alternatives);
    case 'matching':
      if (exercise.type !== 'matching') return view([]);
      return view(
        correct.matches.map(
          (match) => `${textOf(exercise.left, match.left)} → ${textOf(exercise.right, match.right)}`,
        ),
      );
    case 'listening': {
      const picked =
        exercise.type === 'listening' && correct.choice !== null
          ? textOf(exercise.options, correct.choice)
          : '';
      const lines = picked && picked !== correct.text ? [picked, `“${correct.text}”`] : [correct.text];
      return view(
        lines,
        correct.accepted.filter((form) => form !== correct.text),
      );
    }
  }
}

const view = (lines: string[], alsoAccepted: string[] = []): CorrectAnswerView => ({
  lines: lines.filter(Boolean),
  alsoAccepted,
});
