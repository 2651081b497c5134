import type { TTutoringRecordingList } from '@puente/shared';
import { eq } from 'drizzle-orm';
import { tutoringRecordings } from '../../../db/schema/index.ts';
import type { Actor } from '../../../lib/actor.ts';
import { presentRecording } from './recording.presenter.ts';
import type { RecordingDeps } from './recording-deps.ts';
import { selectRecordings } from './recordings.repository.ts';

/** What the caller sent to their tutors, newest first (the latest 200). */
export async function listSentRecordings(
  deps: Pick<RecordingDeps, 'db'>,
  actor: Actor,
): Promise<TTutoringRecordingList> {
  const rows = await selectRecordings(
    deps.db,
    actor.tenantId,
    eq(tutoringRecordings.studentId, actor.userId),
  );
  return { recordings: rows.map(presentRecording) };
}
