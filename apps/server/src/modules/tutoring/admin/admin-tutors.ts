import type { TAdminTutor, TAdminTutorEdit } from '@puente/shared';
import { and, asc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { AppDeps } from '../../../app-deps.ts';
import type { DbOrTx } from '../../../db/database.ts';
import { tutorProfiles, users } from '../../../db/schema/index.ts';
import type { Actor } from '../../../lib/actor.ts';
import { AppError } from '../../../lib/app-error.ts';
import { recordAdminAction } from '../../audit/index.ts';

const columns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  role: users.role,
  isTutor: users.isTutor,
  version: users.version,
  bio: tutorProfiles.bio,
  hourlyRateCents: tutorProfiles.hourlyRateCents,
};

type Row = Awaited<ReturnType<typeof select>>[number];

const present = (row: Row): TAdminTutor => ({
  id: row.id,
  name: `${row.firstName} ${row.lastName}`.trim(),
  email: row.email,
  role: row.role,
  isTutor: row.isTutor,
  bio: row.bio ?? '',
  hourlyRateCents: row.hourlyRateCents ?? 0,
  version: row.version,
});

function select(db: DbOrTx, tenantId: string, only?: SQL) {
  return db
    .select(columns)
    .from(users)
    .leftJoin(tutorProfiles, and(eq(tutorProfiles.userId, users.id), eq(tutorProfiles.tenantId, tenantId)))
    .where(
      and(
        eq(users.tenantId, tenantId),
        isNull(users.deletedAt),
        // Staff can be tutors; so can any user an administrator already made one.
        or(eq(users.isTutor, true), sql`${users.role} <> 'Student'`),
        only,
      ),
    )
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
}

/** The school's staff and tutors, with the tutor flag, bio and hourly rate (administrators). */
export async function listAdminTutors(
  deps: Pick<AppDeps, 'db'>,
  actor: Actor,
): Promise<{ tutors: TAdminTutor[] }> {
  const rows = await select(deps.db, actor.tenantId);
  return { tutors: rows.map(present) };
}

/** An administrator sets a user's tutor flag, bio and rate, from the version read (409 stale). */
export async function updateAdminTutor(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: Actor,
  userId: string,
  edit: TAdminTutorEdit,
): Promise<TAdminTutor> {
  return deps.db.transaction(async (tx) => {
    const [before] = await select(tx, actor.tenantId, eq(users.id, userId));
    if (!before) throw new AppError('tutoring.tutor-not-found');
    const [updated] = await tx
      .update(users)
      .set({ isTutor: edit.isTutor, version: sql`${users.version} + 1` })
      .where(and(eq(users.tenantId, actor.tenantId), eq(users.id, userId), eq(users.version, edit.version)))
      .returning({ id: users.id });
    if (!updated) throw new AppError('stale');
    const profile = { bio: edit.bio, hourlyRateCents: edit.hourlyRateCents };
    await tx
      .insert(tutorProfiles)
      .values({ tenantId: actor.tenantId, userId, ...profile })
      .onConflictDoUpdate({ target: [tutorProfiles.tenantId, tutorProfiles.userId], set: profile });
    const [after] = await select(tx, actor.tenantId, eq(users.id, userId));
    await recordAdminAction(tx, actor, {
      action: 'tutor.update',
      targetType: 'user',
      targetId: userId,
      before: {
        isTutor: before.isTutor,
        bio: before.bio ?? '',
        hourlyRateCents: before.hourlyRateCents ?? 0,
      },
      after: { isTutor: edit.isTutor, ...profile },
      at: deps.clock.now(),
    });
    return present(after!);
  });
}
