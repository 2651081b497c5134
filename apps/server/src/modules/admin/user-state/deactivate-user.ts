import type { TAdminUser } from '@puente/shared';
import type { AppDeps } from '../../../app-deps.ts';
import type { Actor } from '../../../lib/actor.ts';
import { AppError } from '../../../lib/app-error.ts';
import { changeUserState } from './change-user-state.ts';
import { keepAnAdministrator } from './last-administrator.ts';

/**
 * Deactivates a user: they can no longer sign in and every session of theirs ends at once (the route
 * waits until every instance has dropped them). They stay in the list, to be reactivated. The last
 * active administrator cannot be deactivated. Deactivating an inactive user changes nothing but the record.
 */
export const deactivateUser = (
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: Actor,
  userId: string,
): Promise<TAdminUser> =>
  changeUserState(deps, actor, userId, {
    action: 'user.deactivate',
    check: async (tx, user) => {
      if (user.deletedAt) throw new AppError('user.already-deleted');
      await keepAnAdministrator(tx, user);
    },
    set: (now) => ({ deactivatedAt: now }),
    revokesSessions: true,
  });
