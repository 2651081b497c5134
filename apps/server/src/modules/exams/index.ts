/** Public entry of the exams module: what other modules may use. */
export { assignExam } from './assign-exam.ts';
export { examQuestionCount, insertUserExam } from './exams.repository.ts';
export { saveExamAnswer } from './save-exam-answer.ts';
export { startExamAttempt } from './start-exam-attempt.ts';
export { submitExamAttempt } from './submit-exam-attempt.ts';
