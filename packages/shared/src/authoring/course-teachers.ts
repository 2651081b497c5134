import { z } from 'zod';

/** A staff member as a course names them: its owner or a co-teacher. */
const ZCourseTeacher = z.object({ id: z.uuid(), name: z.string() });
export type TCourseTeacher = z.infer<typeof ZCourseTeacher>;

/**
 * Who teaches a course, as its authoring calls answer it: the owner, the co-teachers, and what the asking
 * user may do (`mayEdit`: change the course and everything in it; `mayManageTeachers`: set its co-teachers).
 */
export const ZCourseTeaching = z.object({
  owner: ZCourseTeacher.nullable(),
  teachers: z.array(ZCourseTeacher),
  mayEdit: z.boolean(),
  mayManageTeachers: z.boolean(),
});
export type TCourseTeaching = z.infer<typeof ZCourseTeaching>;

/** GET /api/courses/:id/teachers: who teaches the course, plus the school's professors one may add. */
export const ZCourseTeachers = ZCourseTeaching.extend({ candidates: z.array(ZCourseTeacher) });
export type TCourseTeachers = z.infer<typeof ZCourseTeachers>;

/** PUT /api/courses/:id/teachers: the course's co-teachers (professors of the school), replacing the list. */
export const ZCourseTeachersEdit = z.object({
  teacherIds: z
    .array(z.uuid({ error: 'course.teacher-not-professor' }))
    .max(50)
    .refine((ids) => new Set(ids).size === ids.length, 'duplicate'),
});
