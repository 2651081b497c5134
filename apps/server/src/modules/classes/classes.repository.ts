import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { classCourses, classes, classMembers, courses, users } from '../../db/schema/index.ts';

type ClassRole = 'teacher' | 'student';
export type ClassPerson = { id: string; name: string; email: string };

const personName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;

/** The classes of a school, by name; with `teacherId`, only those that user teaches. */
export async function findClasses(db: DbOrTx, tenantId: string, teacherId: string | null) {
  const taught = teacherId
    ? sql`and exists (select 1 from class_members m where m.class_id = ${classes.id} and m.user_id = ${teacherId} and m.role = 'teacher')`
    : sql``;
  return db
    .select({
      id: classes.id,
      name: classes.name,
      studentCount:
        sql<number>`(select count(*) from class_members m where m.class_id = ${classes.id} and m.role = 'student')`.mapWith(
          Number,
        ),
      courseCount:
        sql<number>`(select count(*) from class_courses c where c.class_id = ${classes.id})`.mapWith(Number),
    })
    .from(classes)
    .where(sql`${classes.tenantId} = ${tenantId} ${taught}`)
    .orderBy(asc(sql`lower(${classes.name})`), asc(classes.id));
}

export async function findClass(db: DbOrTx, tenantId: string, classId: string) {
  const [found] = await db
    .select({ id: classes.id, name: classes.name })
    .from(classes)
    .where(and(eq(classes.id, classId), eq(classes.tenantId, tenantId)));
  return found ?? null;
}

/** The members of some classes in one role, by name. */
export async function findMembers(
  db: DbOrTx,
  tenantId: string,
  classIds: string[],
  role: ClassRole,
): Promise<(ClassPerson & { classId: string })[]> {
  if (classIds.length === 0) return [];
  return db
    .select({ classId: classMembers.classId, id: users.id, name: personName, email: users.email })
    .from(classMembers)
    .innerJoin(users, and(eq(users.id, classMembers.userId), eq(users.tenantId, classMembers.tenantId)))
    .where(
      and(
        eq(classMembers.tenantId, tenantId),
        inArray(classMembers.classId, classIds),
        eq(classMembers.role, role),
      ),
    )
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.email));
}

export async function findClassCourses(db: DbOrTx, tenantId: string, classId: string, locale: 'es' | 'en') {
  return db
    .select({ id: courses.id, title: locale === 'en' ? courses.titleEn : courses.titleEs })
    .from(classCourses)
    .innerJoin(courses, eq(courses.id, classCourses.courseId))
    .where(and(eq(classCourses.classId, classId), eq(courses.tenantId, tenantId)))
    .orderBy(asc(courses.presentationOrder));
}

/** How many of these users are live users of the school in the roles given (deactivated teachers are not). */
export async function countUsers(
  db: DbOrTx,
  tenantId: string,
  ids: string[],
  roles: ('Administrator' | 'Professor' | 'Student')[],
  activeOnly: boolean,
): Promise<number> {
  if (ids.length === 0) return 0;
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(users)
    .where(
      and(
        eq(users.tenantId, tenantId),
        inArray(users.id, ids),
        inArray(users.role, roles),
        isNull(users.deletedAt),
        activeOnly ? isNull(users.deactivatedAt) : undefined,
      ),
    );
  return row?.count ?? 0;
}

export async function countCourses(db: DbOrTx, tenantId: string, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(courses)
    .where(and(eq(courses.tenantId, tenantId), inArray(courses.id, ids)));
  return row?.count ?? 0;
}

/** Puts exactly these members and courses in a class (what was there before is replaced). */
export async function replaceClassContents(
  tx: DbOrTx,
  tenantId: string,
  classId: string,
  contents: { teacherIds: string[]; studentIds: string[]; courseIds: string[] },
): Promise<void> {
  await tx.delete(classMembers).where(eq(classMembers.classId, classId));
  await tx.delete(classCourses).where(eq(classCourses.classId, classId));
  const members = [
    ...contents.teacherIds.map((userId) => ({ classId, tenantId, userId, role: 'teacher' as const })),
    ...contents.studentIds
      .filter((id) => !contents.teacherIds.includes(id))
      .map((userId) => ({ classId, tenantId, userId, role: 'student' as const })),
  ];
  if (members.length > 0) await tx.insert(classMembers).values(members);
  if (contents.courseIds.length > 0)
    await tx.insert(classCourses).values(contents.courseIds.map((courseId) => ({ classId, courseId })));
}

/** True when the user teaches the class. */
export async function teaches(db: DbOrTx, classId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: classMembers.userId })
    .from(classMembers)
    .where(
      and(
        eq(classMembers.classId, classId),
        eq(classMembers.userId, userId),
        eq(classMembers.role, 'teacher'),
      ),
    );
  return Boolean(row);
}
