import type { Readable } from 'node:stream';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { formatBytes, type TMedia, type TMediaKind } from '@puente/shared';
import type { Database } from '../../db/database.ts';
import { newId } from '../../db/new-id.ts';
import type { Actor } from '../../lib/actor.ts';
import { AppError, isAppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { detectMediaType, SNIFF_BYTES } from './detect-media-type.ts';
import { presentMedia } from './media.presenter.ts';
import { insertMedia } from './media.repository.ts';
import { extensionOf, nameWithExtension } from './media-file-name.ts';
import type { MediaStorage } from './storage/media-storage.ts';
import { readHead } from './stream-head.ts';

export type MediaDeps = {
  db: Database;
  clock: Clock;
  storage: MediaStorage;
  limits: Record<TMediaKind, number>;
  urlSecret: () => Promise<string>;
};

/** A file part as the multipart parser hands it over. */
export type IncomingFile = { stream: Readable; filename: string; mimetype: string };

const tooLarge = (kind: TMediaKind, limit: number) =>
  new AppError('media.too-large', { params: { limit: formatBytes(limit, 'es'), limitBytes: limit, kind } });

/** Counts the bytes going through and fails with `media.too-large` past the limit. */
function byteLimit(kind: TMediaKind, limit: number, counted: { bytes: number }) {
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      counted.bytes += chunk.length;
      if (counted.bytes > limit) return done(tooLarge(kind, limit));
      done(null, chunk);
    },
  });
}

/** A name safe to show and to send back: no folders, no control characters, at most 255 characters. */
function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (clean || 'file').slice(0, 255);
}

/**
 * Stores one uploaded file: its type decided from its bytes (its storage key and its name end in that
 * type's extension), its size checked against its kind's limit while it streams to storage, then its row. A refusal or a failure at any point leaves nothing stored.
 * Errors of the upload itself (the client's bytes) are 4xx; a storage that fails is 503.
 */
export async function uploadMedia(deps: MediaDeps, actor: Actor, file: IncomingFile): Promise<TMedia> {
  let clientFailed = false;
  file.stream.once('error', () => {
    clientFailed = true;
  });
  const { head, whole } = await readHead(file.stream, SNIFF_BYTES);
  if (head.length === 0) throw new AppError('media.empty-file');
  const declaredName = cleanFileName(file.filename);
  const type = await detectMediaType(head, { mime: file.mimetype, name: declaredName });
  // Stored and shown under the detected type's extension, whatever the client called it.
  const name = nameWithExtension(declaredName, type);
  const limit = deps.limits[type.kind];
  const counted = { bytes: 0 };
  const id = newId();
  const storageKey = `${actor.tenantId}/${id}.${extensionOf(type)}`;
  // Either side failing tears both down: the storage sees the error, the source is released.
  const checked = byteLimit(type.kind, limit, counted);
  pipeline(whole, checked).catch(() => undefined);
  try {
    await deps.storage.put(storageKey, checked, { contentType: type.mime });
  } catch (error) {
    if (isAppError(error)) throw error;
    if (clientFailed || file.stream.destroyed) throw new AppError('system.invalid-input', { cause: error });
    throw new AppError('system.unavailable', { cause: error });
  }
  try {
    const row = await insertMedia(deps.db, {
      id,
      tenantId: actor.tenantId,
      kind: type.kind,
      mime: type.mime,
      size: counted.bytes,
      originalName: name,
      storageKey,
      createdBy: actor.userId,
      createdAt: deps.clock.now(),
    });
    return presentMedia(row, await deps.urlSecret(), deps.clock.now());
  } catch (error) {
    await deps.storage.remove(storageKey).catch(() => undefined);
    throw error;
  }
}
