import type { TClassDetail, TClassSummary } from '@puente/shared';
import type { ClassPerson } from './classes.repository.ts';

/** A class in the list: the counts, and its teachers by name. */
export const presentClassSummary = (
  row: { id: string; name: string; studentCount: number; courseCount: number },
  teachers: ClassPerson[],
): TClassSummary => ({
  id: row.id,
  name: row.name,
  teachers: teachers.map(({ id, name, email }) => ({ id, name, email })),
  studentCount: row.studentCount,
  courseCount: row.courseCount,
});

export const presentClassDetail = (
  row: { id: string; name: string },
  members: { teachers: ClassPerson[]; students: ClassPerson[] },
  courses: { id: string; title: string }[],
): TClassDetail => ({
  id: row.id,
  name: row.name,
  teachers: members.teachers.map(({ id, name, email }) => ({ id, name, email })),
  students: members.students.map(({ id, name, email }) => ({ id, name, email })),
  courses,
});
