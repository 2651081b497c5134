/** Public entry of the classes module: what other modules may use. */
export { checkClassReader, classStudentIds } from './class-students.ts';
