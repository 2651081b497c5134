import type { Readable } from 'node:stream';
import type { Actor } from '../../../lib/actor.ts';
import { AppError } from '../../../lib/app-error.ts';
import { type ByteRange, parseByteRange } from '../../media/index.ts';
import type { RecordingDeps } from './recording-deps.ts';
import { findRecordingFor, type RecordingRow } from './recordings.repository.ts';

export type RecordingContent = {
  row: RecordingRow['recording'];
  /** The part asked for (206), or null for the whole recording (200). */
  range: ByteRange | null;
  /** Null for a HEAD request: nothing is read. */
  body: Readable | null;
};

/**
 * The audio of a recording, for its student and its tutor only (anyone else, another school's
 * included: 404 tutoring.recording-not-found). A `Range` outside it is 416.
 */
export async function openRecordingContent(
  deps: RecordingDeps,
  actor: Actor,
  request: { id: string; range?: string; read: boolean },
): Promise<RecordingContent> {
  const found = await findRecordingFor(deps.db, actor.tenantId, request.id, actor.userId);
  if (!found) throw new AppError('tutoring.recording-not-found');
  const row = found.recording;
  const range = parseByteRange(request.range, row.size);
  if (range === 'unsatisfiable')
    throw new AppError('media.range-not-satisfiable', { extra: { size: row.size } });
  if (!request.read) return { row, range, body: null };
  try {
    return { row, range, body: await deps.storage.read(row.storageKey, range ?? undefined) };
  } catch (error) {
    throw new AppError('system.unavailable', { cause: error });
  }
}
