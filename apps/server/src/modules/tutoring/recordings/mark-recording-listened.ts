import type { TTutoringRecording } from '@puente/shared';
import type { Actor } from '../../../lib/actor.ts';
import { AppError } from '../../../lib/app-error.ts';
import { presentRecording } from './recording.presenter.ts';
import type { RecordingDeps } from './recording-deps.ts';
import { findRecordingFor, setListened } from './recordings.repository.ts';

/**
 * The tutor marks a recording they received as listened (again: nothing changes, the first time stays).
 * Anyone else's, or another school's: 404 tutoring.recording-not-found.
 */
export async function markRecordingListened(
  deps: Pick<RecordingDeps, 'db' | 'clock'>,
  actor: Actor,
  id: string,
): Promise<TTutoringRecording> {
  const found = await findRecordingFor(deps.db, actor.tenantId, id, actor.userId);
  if (!found || found.tutor.id !== actor.userId) throw new AppError('tutoring.recording-not-found');
  await setListened(deps.db, actor.tenantId, id, actor.userId, deps.clock.now());
  const row = await findRecordingFor(deps.db, actor.tenantId, id, actor.userId);
  return presentRecording(row!);
}
