import type { TExerciseDefinition } from '@puente/shared';

const base = { prompt: 'Elija la respuesta correcta.', explanation: 'Así se dice en inglés.' };

/** One definition of each type, as the server stores them (answers included). */
export const sampleDefinitions: Record<TExerciseDefinition['type'], TExerciseDefinition> = {
  'single-choice': {
    ...base,
    type: 'single-choice',
    question: 'How are you?',
    options: [
      { text: 'Fine, thanks', correct: true },
      { text: 'Good night', correct: false, feedback: '"Good night" es una despedida.' },
    ],
  },
  'multiple-choice': {
    ...base,
    type: 'multiple-choice',
    options: [
      { text: 'Hello', correct: true },
      { text: 'Hi', correct: true },
      { text: 'Bye', correct: false },
    ],
  },
  'fill-in-blank': {
    ...base,
    type: 'fill-in-blank',
    text: 'I ___ a student.',
    blanks: [{ accepted: ['am', "'m"] }],
  },
  'word-order': {
    ...base,
    type: 'word-order',
    words: ['I', 'like', 'tea'],
    translation: 'Me gusta el té.',
  },
  matching: {
    ...base,
    type: 'matching',
    pairs: [
      { left: 'dog', right: 'perro' },
      { left: 'cat', right: 'gato' },
    ],
  },
  listening: {
    ...base,
    type: 'listening',
    speak: 'Good morning',
    answerMode: 'type',
    accepted: ['Good morning'],
  },
};
