import type { Actor } from '../../../lib/actor.ts';
import { AppError } from '../../../lib/app-error.ts';
import { assertNotImpersonating } from './recording-access.ts';
import type { RecordingDeps } from './recording-deps.ts';
import { deleteOwnRecording } from './recordings.repository.ts';

/**
 * The student deletes a recording they sent: the row goes (the tutor no longer sees it), then its bytes.
 * Not theirs, or another school's: 404 tutoring.recording-not-found.
 */
export async function deleteRecording(
  deps: RecordingDeps,
  actor: Actor,
  id: string,
): Promise<{ id: string }> {
  assertNotImpersonating(actor);
  const row = await deleteOwnRecording(deps.db, actor.tenantId, id, actor.userId);
  if (!row) throw new AppError('tutoring.recording-not-found');
  // The row is gone: bytes that cannot be removed now are unreachable, never served.
  await deps.storage.remove(row.storageKey).catch(() => undefined);
  return { id: row.id };
}
