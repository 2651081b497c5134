import type { TMyProfile, TMyProfileEdit } from '@puente/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppDeps } from '../../../app-deps.ts';
import { users } from '../../../db/schema/index.ts';
import type { Actor } from '../../../lib/actor.ts';
import { AppError } from '../../../lib/app-error.ts';
import { presentProfile } from './get-my-profile.ts';

/**
 * The user edits their name, language and time zone (the e-mail is the username and stays). An
 * administrator acting as the user is refused: the profile is the user's own.
 */
export async function updateMyProfile(
  deps: Pick<AppDeps, 'db'>,
  actor: Actor,
  input: TMyProfileEdit,
): Promise<TMyProfile> {
  if (actor.impersonatorId) throw new AppError('system.forbidden');
  const [updated] = await deps.db
    .update(users)
    .set({
      firstName: input.firstName,
      lastName: input.lastName,
      preferredLocale: input.preferredLocale,
      timeZone: input.timeZone,
    })
    .where(and(eq(users.id, actor.userId), eq(users.tenantId, actor.tenantId), isNull(users.deletedAt)))
    .returning();
  if (!updated) throw new AppError('system.unauthorized');
  return presentProfile(updated);
}
