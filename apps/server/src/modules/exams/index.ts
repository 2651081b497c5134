/** Public entry of the exams module: what other modules may use. */
export { assignExam } from './assign-exam.ts';
export { examQuestionCount, insertUserExam } from './exams.repository.ts';
