import { Readable } from 'node:stream';
import fastifyMultipart from '@fastify/multipart';
import {
  ACCESS,
  MEDIA_MAX_BYTES,
  ZIdParams,
  ZMedia,
  ZMediaContentQuery,
  ZMediaDeleted,
  ZMediaList,
  ZMediaListQuery,
} from '@puente/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/actor.ts';
import { AppError, isAppError } from '../../lib/app-error.ts';
import { requireAccess } from '../../plugins/auth.ts';
import { emptyJsonBody } from '../../plugins/empty-json-body.ts';
import { deleteMedia } from './delete-media.ts';
import { getMedia } from './get-media.ts';
import { listMedia } from './list-media.ts';
import { readMediaUrlSecret } from './media.repository.ts';
import { nameWithExtension } from './media-file-name.ts';
import { openMediaContent } from './open-media-content.ts';
import { type MediaDeps, uploadMedia } from './upload-media.ts';

const security = [{ bearer: [] }];
const tags = ['media'];
/**
 * How long any cache may keep a media file before asking again: a deleted item must stop being served
 * everywhere within minutes (its address does not change), so no year-long `immutable` copies.
 */
const CACHE_SECONDS = 300;

/** What the multipart parser throws, as the API's codes: not multipart means no file; the rest is bad input. */
function uploadRequestError(error: unknown): AppError {
  if (isAppError(error)) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return new AppError('media.missing-file');
  return new AppError('system.invalid-input', { cause: error });
}

/** The ETag of a media item: its id (content never changes under an id). */
const etagOf = (id: string) => `"${id}"`;

/** Whether a conditional header names this item's version (`*`, or a list holding its ETag). */
function namesVersion(header: string | string[] | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const tags = [header]
    .flat()
    .join(',')
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''));
  return tags.includes('*') || tags.includes(etag);
}

/** Media for staff content: uploads, descriptions, lists, soft delete, and the content itself. */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(emptyJsonBody);
  const { config } = app.deps;
  const limits = {
    image: config.MEDIA_IMAGE_MAX_BYTES,
    audio: config.MEDIA_AUDIO_MAX_BYTES,
    video: config.MEDIA_VIDEO_MAX_BYTES,
  };
  // Applies to this module's routes only (registered without fastify-plugin's skip-override).
  await app.register(fastifyMultipart, {
    limits: {
      fileSize: Math.max(...Object.values(limits)) + 1,
      files: 1,
      fields: 10,
      parts: 20,
      fieldSize: 1024,
    },
  });
  let secret: Promise<string> | null = null;
  const deps: MediaDeps = {
    db: app.deps.db,
    clock: app.deps.clock,
    storage: app.deps.mediaStorage,
    limits,
    urlSecret: () => {
      secret ??= readMediaUrlSecret(app.deps.db).catch((error: unknown) => {
        secret = null;
        throw error;
      });
      return secret;
    },
  };
  const staffOnly = requireAccess(ACCESS.staff);

  app.post(
    '/media',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        summary: 'Uploads one image, audio or video file (multipart/form-data, one file part)',
        description:
          `The type is decided from the file's bytes: JPEG, PNG, WebP (≤ ${MEDIA_MAX_BYTES.image / 1048576} MB by ` +
          `default); MP3, M4A/AAC, OGG, WAV (≤ ${MEDIA_MAX_BYTES.audio / 1048576} MB); MP4, WebM ` +
          `(≤ ${MEDIA_MAX_BYTES.video / 1048576} MB). 400 media.missing-file / media.empty-file, 413 ` +
          'media.too-large (params.limit), 415 media.unsupported-type / media.type-mismatch.',
        security,
        consumes: ['multipart/form-data'],
        response: { 201: ZMedia },
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
      if (!part) throw new AppError('media.missing-file');
      try {
        const media = await uploadMedia(deps, actor, {
          stream: part.file,
          filename: part.filename,
          mimetype: part.mimetype,
        });
        return reply.status(201).send(media);
      } catch (error) {
        // The rest of the file is not read: the parser lets go of it.
        part.file.resume();
        throw uploadRequestError(error);
      }
    },
  );

  app.get(
    '/media',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        summary: "The tenant's media, newest first: filter by kind and by a part of the file name",
        security,
        querystring: ZMediaListQuery,
        response: { 200: ZMediaList },
      },
    },
    async (request) => listMedia(deps, actorOf(request).tenantId, request.query),
  );

  app.get(
    '/media/:id',
    {
      onRequest: requireAccess(ACCESS.signedIn),
      schema: {
        tags,
        summary: 'A media item: kind, type, size, name and the address of its content; 404 media.not-found',
        description: 'Staff also get soft-deleted items (deletedAt set).',
        security,
        params: ZIdParams,
        response: { 200: ZMedia },
      },
    },
    async (request) => getMedia(deps, actorOf(request), request.params.id),
  );

  app.delete(
    '/media/:id',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        summary: 'Soft-deletes a media item: it leaves the lists and its content is no longer served',
        security,
        params: ZIdParams,
        response: { 200: ZMediaDeleted },
      },
    },
    async (request) => deleteMedia(deps, actorOf(request).tenantId, request.params.id),
  );

  app.get(
    '/public/media/:id/content',
    {
      // Already compressed formats: a byte range must count the stored bytes.
      compress: false,
      schema: {
        tags,
        summary: 'The content of a media item, with byte ranges (206), ETag and five-minute caching',
        description:
          'Images are public within the tenant; audio and video need the signed address their description ' +
          'gives (401 otherwise). 404 media.not-found; 416 media.range-not-satisfiable.',
        params: ZIdParams,
        querystring: ZMediaContentQuery,
      },
    },
    async (request, reply) => sendContent(request, reply, request.params.id, request.query),
  );

  async function sendContent(
    request: FastifyRequest,
    reply: FastifyReply,
    id: string,
    query: { expires?: number; signature?: string },
  ) {
    const etag = etagOf(id);
    const ifRange = request.headers['if-range'];
    const rangeApplies = ifRange === undefined || namesVersion(ifRange, etag);
    const notModified = namesVersion(request.headers['if-none-match'], etag);
    let content: Awaited<ReturnType<typeof openMediaContent>>;
    try {
      content = await openMediaContent(deps, {
        tenantId: request.tenant.id,
        id,
        query,
        range: rangeApplies ? request.headers.range : undefined,
        read: request.method !== 'HEAD' && !notModified,
      });
    } catch (error) {
      if (isAppError(error) && error.code === 'media.range-not-satisfiable')
        reply.header('content-range', `bytes */${String(error.details.extra?.size ?? '*')}`);
      throw error;
    }
    const { row, range, body } = content;
    const secondsLeft = (query.expires ?? 0) - Math.floor(app.deps.clock.now().getTime() / 1000);
    const maxAge = row.kind === 'image' ? CACHE_SECONDS : Math.max(0, Math.min(CACHE_SECONDS, secondsLeft));
    reply
      .header(
        'cache-control',
        `${row.kind === 'image' ? 'public' : 'private'}, max-age=${maxAge}, must-revalidate`,
      )
      .header('etag', etag)
      .header('last-modified', row.createdAt.toUTCString())
      .header('accept-ranges', 'bytes')
      .header('x-content-type-options', 'nosniff')
      .header(
        'content-disposition',
        `inline; filename*=UTF-8''${encodeURIComponent(nameWithExtension(row.originalName, row))}`,
      );
    if (notModified) return reply.status(304).send();
    reply.type(row.mime);
    if (range) {
      reply
        .status(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${row.size}`)
        .header('content-length', range.end - range.start + 1);
    } else {
      reply.header('content-length', row.size);
    }
    // HEAD reads nothing: an empty stream keeps the Content-Length of the file (Fastify's HEAD twin measures strings).
    return reply.send(body ?? Readable.from([]));
  }
};
