/** Authoring's exams: the exam resource. */
export { examResource } from './exam-resource.ts';
