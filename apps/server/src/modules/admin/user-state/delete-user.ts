import type { AppDeps } from '../../../app-deps.ts';
import type { Actor } from '../../../lib/actor.ts';
import { AppError } from '../../../lib/app-error.ts';
import { changeUserState } from './change-user-state.ts';
import { keepAnAdministrator } from './last-administrator.ts';

/**
 * Soft-deletes a user: hidden from the list (shown with `deleted=true`), cannot sign in, every session
 * ended at once; the row stays, so what they did keeps its author, and it can be recovered. Deleting a
 * deleted user answers not found; the last active administrator cannot be deleted.
 */
export async function deleteUser(deps: Pick<AppDeps, 'db' | 'clock'>, actor: Actor, userId: string) {
  await changeUserState(deps, actor, userId, {
    action: 'user.delete',
    check: async (tx, user) => {
      if (user.deletedAt) throw new AppError('user.not-found');
      await keepAnAdministrator(tx, user);
    },
    set: (now) => ({ deletedAt: now }),
    revokesSessions: true,
  });
}
