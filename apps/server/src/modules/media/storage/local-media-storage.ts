import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ByteRange, MediaStorage } from './media-storage.ts';

/** Temporary files of uploads under way live here, beside the stored ones (same disk: rename is atomic). */
export const LOCAL_TEMP_FOLDER = '.incoming';

/**
 * Media as files under one folder (`<dir>/<tenant id>/<media id>.<extension>`). An upload is written to a
 * temporary name and renamed into place only when complete; a failure removes the temporary file.
 */
export function createLocalMediaStorage(dir: string): MediaStorage {
  const root = path.resolve(dir);
  const fileOf = (key: string) => {
    const file = path.resolve(root, key);
    // Keys are made by the app, but a key never leaves the folder whatever it says.
    if (!file.startsWith(root + path.sep) || key.includes(LOCAL_TEMP_FOLDER))
      throw new Error(`bad media key ${key}`);
    return file;
  };
  return {
    kind: 'local',
    async put(key, body) {
      const target = fileOf(key);
      const temp = path.join(root, LOCAL_TEMP_FOLDER, `${randomUUID()}.part`);
      await mkdir(path.dirname(temp), { recursive: true });
      await mkdir(path.dirname(target), { recursive: true });
      try {
        await pipeline(body, createWriteStream(temp, { flags: 'wx' }));
        await rename(temp, target);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },
    async read(key, range?: ByteRange): Promise<Readable> {
      const stream = createReadStream(fileOf(key), range ? { start: range.start, end: range.end } : {});
      // Opening fails before any byte goes out (e.g. a missing file): the caller answers an error.
      await new Promise<void>((resolve, reject) => {
        stream.once('open', () => resolve());
        stream.once('error', reject);
      });
      return stream;
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
