import type { Actor } from '../../../lib/actor.ts';
import { AppError } from '../../../lib/app-error.ts';

/**
 * Sending and deleting a recording are the student's own acts: an administrator acting as them may see
 * what they sent but not send or delete in their name (403 system.forbidden, like the profile's own
 * changes). The routes refuse first (`requireOwnSession`, before the body is read); the use cases again.
 */
export function assertNotImpersonating(actor: Actor): void {
  if (actor.impersonatorId) throw new AppError('system.forbidden');
}
