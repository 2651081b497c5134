import { Readable } from 'node:stream';
import fastifyMultipart from '@fastify/multipart';
import {
  ACCESS,
  type ErrorCode,
  errorCatalog,
  RECORDING_MAX_BYTES,
  ZIdParams,
  ZRecordingDeleted,
  ZRecordingRecipients,
  ZSendRecording,
  ZTutoringRecording,
  ZTutoringRecordingList,
} from '@puente/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../../lib/actor.ts';
import { AppError, isAppError } from '../../../lib/app-error.ts';
import { requireAccess, requireOwnSession } from '../../../plugins/auth.ts';
import { deleteRecording } from './delete-recording.ts';
import { listReceivedRecordings } from './list-received-recordings.ts';
import { listRecordingRecipients } from './list-recording-recipients.ts';
import { listSentRecordings } from './list-sent-recordings.ts';
import { markRecordingListened } from './mark-recording-listened.ts';
import { openRecordingContent } from './open-recording-content.ts';
import type { RecordingDeps } from './recording-deps.ts';
import { sendRecording } from './send-recording.ts';

const security = [{ bearer: [] }];
const tags = ['tutoring'];

/** What the multipart parser throws, as the API's codes: not multipart means no file; the rest is bad input. */
function uploadRequestError(error: unknown): AppError {
  if (isAppError(error)) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return new AppError('tutoring.recording-missing-file');
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError('tutoring.recording-too-large');
  return new AppError('system.invalid-input', { cause: error });
}

/** The form fields sent before the file part, checked by the schema the web's form uses. */
function sendFields(fields: Record<string, unknown>) {
  const values: Record<string, string> = {};
  for (const [name, field] of Object.entries(fields)) {
    const value = (field as { type?: string; value?: unknown } | undefined)?.value;
    if ((field as { type?: string }).type === 'field' && typeof value === 'string') values[name] = value;
  }
  const parsed = ZSendRecording.safeParse(values);
  if (parsed.success) return parsed.data;
  const known = parsed.error.issues.find((issue) => Object.hasOwn(errorCatalog, issue.message));
  if (known?.message === 'tutoring.recording-too-long') throw new AppError(known.message as ErrorCode);
  throw new AppError('system.invalid-input', {
    fields: parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), code: issue.message })),
  });
}

/**
 * Recordings a student sends to their tutor from speaking practice (decision 0166): the tutors they may
 * send to, sending (multipart), what they sent and deleting it; what a tutor received, marking it
 * listened; the audio itself, with byte ranges, for the two of them only.
 */
export const recordingRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(fastifyMultipart, {
    limits: { fileSize: RECORDING_MAX_BYTES + 1, files: 1, fields: 8, parts: 10, fieldSize: 2048 },
  });
  const deps: RecordingDeps = { db: app.deps.db, clock: app.deps.clock, storage: app.deps.mediaStorage };
  const student = requireAccess(ACCESS.student);
  // The student's own acts: refused while an administrator acts as them, before the body is read.
  const studentThemself = [student, requireOwnSession()];

  app.get(
    '/tutoring/recordings/recipients',
    {
      onRequest: student,
      schema: {
        tags,
        summary: 'The tutors the caller may send a recording to (those of their sessions)',
        security,
        response: { 200: ZRecordingRecipients },
      },
    },
    async (request) => listRecordingRecipients(deps, actorOf(request), request.tenant),
  );

  app.post(
    '/tutoring/recordings',
    {
      onRequest: studentThemself,
      schema: {
        tags,
        summary: 'Sends a speaking-practice recording to one of the caller’s tutors (multipart)',
        description:
          'Form fields first (tutorId, text, cardId?, note?, durationMs), then one file part. WebM, Ogg or ' +
          `MP4 audio decided from the bytes (415 tutoring.recording-unsupported-type), at most ` +
          `${RECORDING_MAX_BYTES / 1048576} MB (413 tutoring.recording-too-large), 20 s (400 ` +
          'tutoring.recording-too-long); 404 tutoring.tutor-not-found for a tutor without a session with ' +
          'the caller; 429 tutoring.recording-rate-limited; 403 system.forbidden while an administrator acts as the student.',
        security,
        consumes: ['multipart/form-data'],
        response: { 201: ZTutoringRecording },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      let part: Awaited<ReturnType<FastifyRequest['file']>>;
      try {
        part = await request.file();
      } catch (error) {
        throw uploadRequestError(error);
      }
      if (!part) throw new AppError('tutoring.recording-missing-file');
      try {
        const input = sendFields(part.fields);
        const recording = await sendRecording(deps, actor, request.tenant, input, {
          stream: part.file,
          mimetype: part.mimetype,
        });
        return reply.status(201).send(recording);
      } catch (error) {
        part.file.resume();
        throw uploadRequestError(error);
      }
    },
  );

  app.get(
    '/tutoring/recordings/sent',
    {
      onRequest: student,
      schema: {
        tags,
        summary: 'The recordings the caller sent to their tutors, newest first',
        security,
        response: { 200: ZTutoringRecordingList },
      },
    },
    async (request) => listSentRecordings(deps, actorOf(request)),
  );

  app.get(
    '/tutoring/recordings/received',
    {
      onRequest: requireAccess(ACCESS.tutor),
      schema: {
        tags,
        summary: 'The recordings students sent to the calling tutor, newest first',
        security,
        response: { 200: ZTutoringRecordingList },
      },
    },
    async (request) => listReceivedRecordings(deps, actorOf(request)),
  );

  app.post(
    '/tutoring/recordings/:id/listened',
    {
      onRequest: requireAccess(ACCESS.tutor),
      schema: {
        tags,
        summary: 'Marks a received recording as listened (404 tutoring.recording-not-found)',
        security,
        params: ZIdParams,
        response: { 200: ZTutoringRecording },
      },
    },
    async (request) => markRecordingListened(deps, actorOf(request), request.params.id),
  );

  app.delete(
    '/tutoring/recordings/:id',
    {
      onRequest: studentThemself,
      schema: {
        tags,
        summary:
          'Deletes a recording the caller sent (404 tutoring.recording-not-found; 403 while impersonating)',
        security,
        params: ZIdParams,
        response: { 200: ZRecordingDeleted },
      },
    },
    async (request) => deleteRecording(deps, actorOf(request), request.params.id),
  );

  app.get(
    '/tutoring/recordings/:id/content',
    {
      onRequest: requireAccess(ACCESS.tutoring),
      // Already compressed audio: a byte range must count the stored bytes.
      compress: false,
      schema: {
        tags,
        summary: 'The audio of a recording, with byte ranges (206), for its student and tutor only',
        description: '404 tutoring.recording-not-found for anyone else; 416 media.range-not-satisfiable.',
        security,
        params: ZIdParams,
      },
    },
    async (request, reply) => {
      let content: Awaited<ReturnType<typeof openRecordingContent>>;
      try {
        content = await openRecordingContent(deps, actorOf(request), {
          id: request.params.id,
          range: request.headers.range,
          read: request.method !== 'HEAD',
        });
      } catch (error) {
        if (isAppError(error) && error.code === 'media.range-not-satisfiable')
          reply.header('content-range', `bytes */${String(error.details.extra?.size ?? '*')}`);
        throw error;
      }
      const { row, range, body } = content;
      reply
        .header('cache-control', 'private, no-store')
        .header('accept-ranges', 'bytes')
        .header('x-content-type-options', 'nosniff')
        .type(row.mime);
      if (range) {
        reply
          .status(206)
          .header('content-range', `bytes ${range.start}-${range.end}/${row.size}`)
          .header('content-length', range.end - range.start + 1);
      } else {
        reply.header('content-length', row.size);
      }
      return reply.send(body ?? Readable.from([]));
    },
  );
};
