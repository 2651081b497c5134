import { and, eq, inArray, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { classes, classMembers, users } from '../../db/schema/index.ts';

type ClassRole = 'teacher' | 'student';

/** The school's classes by name (lower-cased, trimmed): what an import names a class by. */
export async function classesByName(
  db: DbOrTx,
  tenantId: string,
): Promise<Map<string, { id: string; name: string }>> {
  const rows = await db
    .select({ id: classes.id, name: classes.name })
    .from(classes)
    .where(eq(classes.tenantId, tenantId));
  return new Map(rows.map((row) => [row.name.trim().toLowerCase(), row]));
}

/** Which of these users are in which classes, as `classId:userId`. */
export async function classMembershipsOf(
  db: DbOrTx,
  tenantId: string,
  userIds: string[],
): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ classId: classMembers.classId, userId: classMembers.userId })
    .from(classMembers)
    .where(and(eq(classMembers.tenantId, tenantId), inArray(classMembers.userId, userIds)));
  return new Set(rows.map((row) => `${row.classId}:${row.userId}`));
}

/**
 * Puts users in a class of the school (its teachers as teachers, the others as students); those already
 * in it stay as they are. Answers the ids added.
 */
export async function addClassMembers(
  tx: DbOrTx,
  tenantId: string,
  classId: string,
  members: { userId: string; role: ClassRole }[],
): Promise<string[]> {
  if (members.length === 0) return [];
  const added = await tx
    .insert(classMembers)
    .values(members.map((member) => ({ classId, tenantId, userId: member.userId, role: member.role })))
    .onConflictDoNothing()
    .returning({ userId: classMembers.userId });
  return added.map((row) => row.userId);
}

/** The users list's class filter: a user in the class (as student or teacher). */
export const inClass = (tenantId: string | Placeholder, classId: string | Placeholder): SQL =>
  sql`exists (select 1 from ${classMembers} where ${classMembers.userId} = ${users.id} and ${classMembers.classId} = ${classId} and ${classMembers.tenantId} = ${tenantId})`;
