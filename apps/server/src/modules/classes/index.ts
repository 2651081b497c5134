/** Public entry of the classes module: what other modules may use. */
export { addClassMembers, classesByName, classMembershipsOf, inClass } from './class-members.ts';
export { checkClassReader, classStudentIds } from './class-students.ts';
/** A class of the school by id (null for another school's or none). */
export { findClass as findSchoolClass } from './classes.repository.ts';
