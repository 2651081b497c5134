import type { TAdminUser } from '@puente/shared';
import type { AppDeps } from '../../../app-deps.ts';
import type { Actor } from '../../../lib/actor.ts';
import { AppError } from '../../../lib/app-error.ts';
import { changeUserState } from './change-user-state.ts';

/** Reactivates a deactivated user: they may sign in again (their old sessions stay ended). */
export const reactivateUser = (
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: Actor,
  userId: string,
): Promise<TAdminUser> =>
  changeUserState(deps, actor, userId, {
    action: 'user.reactivate',
    check: async (_tx, user) => {
      if (user.deletedAt) throw new AppError('user.already-deleted');
    },
    set: () => ({ deactivatedAt: null }),
    revokesSessions: false,
  });
