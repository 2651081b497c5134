/**
 * Public entry of the exercise player: the one feature other features may use (lessons and the exercise
 * list play exercises; exams reuse its prompt, answer inputs, feedback and answer drafts).
 */
export { ExerciseFeedback } from './components/exercise-feedback';
export { ExercisePrompt } from './components/exercise-prompt';
export { ExerciseRunner } from './components/exercise-runner';
export { ExerciseStanding } from './components/exercise-standing';
export { ExerciseStatusBadge } from './components/exercise-status-badge';
export { ExerciseAnswerInput } from './components/inputs/exercise-answer-input';
export { isAnswerEmpty, restoreAnswer } from './model/answer-draft';
