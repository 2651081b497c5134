/** Public entry of the exercises module: what other modules may use. */
export { answerFits, assertAnswerFits } from './answer-rules.ts';
export { checkAnswer } from './check-answer.ts';
export { checkExercise } from './check-exercise.ts';
export { presentExerciseSummary } from './exercise.presenter.ts';
export {
  type ExerciseHeadingRow,
  headingsWithStats,
  listLessonExercisesWithStats,
} from './exercises.repository.ts';
export { presentExercise } from './present-exercise.ts';
export { seededPermutation } from './shuffle.ts';
