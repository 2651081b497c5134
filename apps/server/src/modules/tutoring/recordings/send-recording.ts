import type { Readable } from 'node:stream';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  formatBytes,
  RECORDING_MAX_BYTES,
  RECORDINGS_PER_HOUR,
  type TTutoringRecording,
  type ZSendRecording,
} from '@puente/shared';
import type { z } from 'zod';
import { newId } from '../../../db/new-id.ts';
import type { Tenant } from '../../../db/schema/index.ts';
import type { Actor } from '../../../lib/actor.ts';
import { AppError, isAppError } from '../../../lib/app-error.ts';
import { readHead } from '../../media/index.ts';
import { assertBookingOpen } from '../tutoring-access.ts';
import { detectRecordingType, RECORDING_SNIFF_BYTES } from './detect-recording-type.ts';
import { presentRecording } from './recording.presenter.ts';
import { assertNotImpersonating } from './recording-access.ts';
import type { RecordingDeps } from './recording-deps.ts';
import {
  countSentSince,
  findRecordingFor,
  insertRecording,
  listStudentTutors,
} from './recordings.repository.ts';

const EXTENSIONS = { 'audio/webm': 'webm', 'audio/ogg': 'ogg', 'audio/mp4': 'm4a' } as const;

const tooLarge = () =>
  new AppError('tutoring.recording-too-large', {
    params: { limit: formatBytes(RECORDING_MAX_BYTES, 'es'), limitBytes: RECORDING_MAX_BYTES },
  });

/** Counts the bytes going through and fails with `tutoring.recording-too-large` past the limit. */
function byteLimit(counted: { bytes: number }) {
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      counted.bytes += chunk.length;
      if (counted.bytes > RECORDING_MAX_BYTES) return done(tooLarge());
      done(null, chunk);
    },
  });
}

/**
 * A student sends a recording of their speaking practice to one of their tutors (one they have a session
 * with, past or upcoming). Checked before a byte is stored: not while impersonating, tutoring on, the
 * tutor theirs (404 tutoring.tutor-not-found otherwise, another school's included), at most
 * RECORDINGS_PER_HOUR in an hour (429). The type is decided from the bytes (WebM, Ogg, MP4: 415
 * otherwise), the size counted while it streams to storage (413 past 2 MB). A refusal or failure leaves
 * nothing stored.
 */
export async function sendRecording(
  deps: RecordingDeps,
  actor: Actor,
  tenant: Tenant,
  input: z.output<typeof ZSendRecording>,
  file: { stream: Readable; mimetype: string },
): Promise<TTutoringRecording> {
  assertNotImpersonating(actor);
  assertBookingOpen(tenant);
  const [tutor] = await listStudentTutors(deps.db, tenant.id, actor.userId, input.tutorId);
  if (!tutor) throw new AppError('tutoring.tutor-not-found');
  const now = deps.clock.now();
  const sent = await countSentSince(deps.db, tenant.id, actor.userId, new Date(now.getTime() - 3_600_000));
  if (sent >= RECORDINGS_PER_HOUR) throw new AppError('tutoring.recording-rate-limited');

  let clientFailed = false;
  file.stream.once('error', () => {
    clientFailed = true;
  });
  const { head, whole } = await readHead(file.stream, RECORDING_SNIFF_BYTES);
  if (head.length === 0) throw new AppError('tutoring.recording-empty');
  const mime = await detectRecordingType(head, file.mimetype);
  const id = newId();
  const storageKey = `${tenant.id}/recordings/${id}.${EXTENSIONS[mime]}`;
  const counted = { bytes: 0 };
  const checked = byteLimit(counted);
  pipeline(whole, checked).catch(() => undefined);
  try {
    await deps.storage.put(storageKey, checked, { contentType: mime });
  } catch (error) {
    if (isAppError(error)) throw error;
    if (clientFailed || file.stream.destroyed) throw new AppError('system.invalid-input', { cause: error });
    throw new AppError('system.unavailable', { cause: error });
  }
  try {
    await insertRecording(deps.db, {
      id,
      tenantId: tenant.id,
      studentId: actor.userId,
      tutorId: tutor.id,
      sessionId: tutor.lastSessionId,
      cardId: input.cardId ?? null,
      practisedText: input.text,
      note: input.note,
      mime,
      size: counted.bytes,
      durationMs: input.durationMs,
      storageKey,
      createdAt: now,
    });
  } catch (error) {
    await deps.storage.remove(storageKey).catch(() => undefined);
    throw error;
  }
  const row = await findRecordingFor(deps.db, tenant.id, id, actor.userId);
  return presentRecording(row!);
}
