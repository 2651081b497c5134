import type { TTutoringRecordingList } from '@puente/shared';
import { eq } from 'drizzle-orm';
import { tutoringRecordings } from '../../../db/schema/index.ts';
import type { Actor } from '../../../lib/actor.ts';
import { presentRecording } from './recording.presenter.ts';
import type { RecordingDeps } from './recording-deps.ts';
import { selectRecordings } from './recordings.repository.ts';

/** The recordings students sent to the calling tutor, newest first (the latest 200). */
export async function listReceivedRecordings(
  deps: Pick<RecordingDeps, 'db'>,
  actor: Actor,
): Promise<TTutoringRecordingList> {
  const rows = await selectRecordings(deps.db, actor.tenantId, eq(tutoringRecordings.tutorId, actor.userId));
  return { recordings: rows.map(presentRecording) };
}
