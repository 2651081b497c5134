import { z } from 'zod';
import { ruleCheck } from '../rules/rule-codes.ts';
import { singleLineText } from '../rules/single-line-text.ts';

/** The most members a class takes in one form: a school's class, not its whole roll. */
const CLASS_MAX_MEMBERS = 500;

const ids = (max: number) =>
  z
    .array(z.uuid())
    .max(max)
    .transform((list) => [...new Set(list)]);

/**
 * POST /api/admin/classes and PUT /api/admin/classes/:id (decision 0149): a class (a group) has a name,
 * its students, one or more teachers (professors of the school) and the courses it follows.
 */
export const ZClassInput = z.strictObject({
  name: singleLineText(80, 'class.empty-name'),
  teacherIds: ids(20).check(ruleCheck<string[]>('class.no-teacher', (list) => list.length > 0)),
  studentIds: ids(CLASS_MAX_MEMBERS),
  courseIds: ids(100),
});
export type TClassInput = z.input<typeof ZClassInput>;

const ZClassPerson = z.object({ id: z.uuid(), name: z.string(), email: z.string() });
const ZClassCourse = z.object({ id: z.uuid(), title: z.string() });

/** A class in the list: its name, teachers and how many students and courses. */
const ZClassSummary = z.object({
  id: z.uuid(),
  name: z.string(),
  teachers: z.array(ZClassPerson),
  studentCount: z.number().int(),
  courseCount: z.number().int(),
});
export type TClassSummary = z.infer<typeof ZClassSummary>;
export const ZClassList = z.object({ items: z.array(ZClassSummary) });
export type TClassList = z.infer<typeof ZClassList>;

/** One class whole: its teachers, students and courses by name. */
export const ZClassDetail = z.object({
  id: z.uuid(),
  name: z.string(),
  teachers: z.array(ZClassPerson),
  students: z.array(ZClassPerson),
  courses: z.array(ZClassCourse),
});
export type TClassDetail = z.infer<typeof ZClassDetail>;
export const ZClassParams = z.object({ id: z.uuid() });
