import type { TAdminUser } from '@puente/shared';
import type { AppDeps } from '../../../app-deps.ts';
import type { Actor } from '../../../lib/actor.ts';
import { usernameInUse, usernameTaken } from '../../people/index.ts';
import { changeUserState } from './change-user-state.ts';

/**
 * Recovers a deleted user (a live one: nothing changes but the record). Refused with 409
 * `user.username-in-use` when another live user took their e-mail meanwhile.
 */
export const recoverUser = (
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: Actor,
  userId: string,
): Promise<TAdminUser> =>
  changeUserState(deps, actor, userId, {
    action: 'user.recover',
    check: async (tx, user) => {
      if (user.deletedAt && (await usernameTaken(tx, actor.tenantId, user.email, user.id)))
        throw usernameInUse();
    },
    set: () => ({ deletedAt: null }),
    revokesSessions: false,
  });
