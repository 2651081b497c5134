import type { TCourseTeacher } from '@puente/shared';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/database.ts';
import { courses, courseTeachers, users } from '../../../db/schema/index.ts';

const nameOf = sql<string>`btrim(${users.firstName} || ' ' || ${users.lastName})`;

/** The owner and co-teacher ids of some courses of the tenant, per course. */
export async function teachersOf(db: DbOrTx, tenantId: string, courseIds: string[]) {
  const byCourse = new Map<string, { ownerId: string | null; teacherIds: string[] }>();
  if (courseIds.length === 0) return byCourse;
  const owners = await db
    .select({ id: courses.id, ownerId: courses.ownerId })
    .from(courses)
    .where(and(eq(courses.tenantId, tenantId), inArray(courses.id, courseIds)));
  for (const row of owners) byCourse.set(row.id, { ownerId: row.ownerId, teacherIds: [] });
  const rows = await db
    .select({ courseId: courseTeachers.courseId, userId: courseTeachers.userId })
    .from(courseTeachers)
    .where(and(eq(courseTeachers.tenantId, tenantId), inArray(courseTeachers.courseId, courseIds)))
    .orderBy(asc(courseTeachers.createdAt), asc(courseTeachers.userId));
  for (const row of rows) byCourse.get(row.courseId)?.teacherIds.push(row.userId);
  return byCourse;
}

/** Names of some users of the tenant, by id. */
export async function staffNames(db: DbOrTx, tenantId: string, ids: string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: users.id, name: nameOf })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), inArray(users.id, ids)));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The school's professors (live, not deactivated), by name: who may co-teach a course. */
export async function schoolProfessors(db: DbOrTx, tenantId: string): Promise<TCourseTeacher[]> {
  return db
    .select({ id: users.id, name: nameOf })
    .from(users)
    .where(
      and(
        eq(users.tenantId, tenantId),
        eq(users.role, 'Professor'),
        isNull(users.deletedAt),
        isNull(users.deactivatedAt),
      ),
    )
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
}

/**
 * Whether the user owns or co-teaches the tenant's course (live or deleted); null when the tenant has no
 * such course.
 */
export async function teachesCourse(db: DbOrTx, tenantId: string, courseId: string, userId: string) {
  const [row] = await db
    .select({
      teaches: sql<boolean>`(${courses.ownerId} is not distinct from ${userId}::uuid or exists (
        select 1 from ${courseTeachers} where ${courseTeachers.courseId} = ${courses.id}
        and ${courseTeachers.userId} = ${userId}::uuid))`,
    })
    .from(courses)
    .where(and(eq(courses.tenantId, tenantId), eq(courses.id, courseId)))
    .limit(1);
  return row ? row.teaches : null;
}

/** Replaces a course's co-teachers. */
export async function replaceTeachers(db: DbOrTx, tenantId: string, courseId: string, userIds: string[]) {
  await db
    .delete(courseTeachers)
    .where(and(eq(courseTeachers.tenantId, tenantId), eq(courseTeachers.courseId, courseId)));
  if (userIds.length)
    await db.insert(courseTeachers).values(userIds.map((userId) => ({ tenantId, courseId, userId })));
}
