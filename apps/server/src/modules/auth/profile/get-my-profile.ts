import type { TMyProfile } from '@puente/shared';
import type { AppDeps } from '../../../app-deps.ts';
import type { User } from '../../../db/schema/index.ts';
import type { Actor } from '../../../lib/actor.ts';
import { AppError } from '../../../lib/app-error.ts';
import { resolveLocale } from '../../../lib/locale.ts';
import { findUserById } from '../auth.repository.ts';

export const presentProfile = (user: User): TMyProfile => ({
  id: user.id,
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  preferredLocale: resolveLocale(user.preferredLocale),
  timeZone: user.timeZone,
  roleName: user.role,
  isMaster: user.isMaster,
  isGuest: user.membership === 'Guest',
});

/** The signed-in user's profile (the user acted as, while impersonating). */
export async function getMyProfile(deps: Pick<AppDeps, 'db'>, actor: Actor): Promise<TMyProfile> {
  const user = await findUserById(deps.db, actor.tenantId, actor.userId);
  if (!user) throw new AppError('system.unauthorized');
  return presentProfile(user);
}
