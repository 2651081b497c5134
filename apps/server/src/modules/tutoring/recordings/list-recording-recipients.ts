import type { TRecordingRecipients } from '@puente/shared';
import type { Tenant } from '../../../db/schema/index.ts';
import type { Actor } from '../../../lib/actor.ts';
import type { RecordingDeps } from './recording-deps.ts';
import { listStudentTutors } from './recordings.repository.ts';

/**
 * The tutors the caller may send a recording to: those of their own sessions (past or upcoming, not
 * cancelled), latest first. Empty while the school's tutoring is off (sending is refused then).
 */
export async function listRecordingRecipients(
  deps: Pick<RecordingDeps, 'db'>,
  actor: Actor,
  tenant: Tenant,
): Promise<TRecordingRecipients> {
  if (!tenant.tutoringEnabled) return { tutors: [] };
  const rows = await listStudentTutors(deps.db, tenant.id, actor.userId);
  return {
    tutors: rows.map((row) => ({
      id: row.id,
      name: `${row.firstName} ${row.lastName}`.trim(),
      lastSessionAt: row.lastSessionAt.toISOString(),
    })),
  };
}
