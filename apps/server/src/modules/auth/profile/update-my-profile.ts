import { isIanaTimeZone, type TMyProfile, type TMyProfileEdit } from '@puente/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppDeps } from '../../../app-deps.ts';
import { users } from '../../../db/schema/index.ts';
import type { Actor } from '../../../lib/actor.ts';
import { AppError } from '../../../lib/app-error.ts';
import { adoptSchoolTimeZone } from '../../tenant-settings/index.ts';
import { presentProfile } from './get-my-profile.ts';

/**
 * The user edits their name, language and time zone (the e-mail is the username and stays). An
 * administrator acting as the user is refused: the profile is the user's own. An administrator's zone
 * becomes the school's while the school has none of its own yet (decision 0136).
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
  if (updated.role === 'Administrator' && updated.timeZone && isIanaTimeZone(updated.timeZone))
    await adoptSchoolTimeZone(deps.db, actor.tenantId, updated.timeZone);
  return presentProfile(updated);
}
