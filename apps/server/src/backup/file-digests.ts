import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { LOCAL_TEMP_FOLDER } from '../modules/media/index.ts';

export type FileDigest = { bytes: number; sha256: string };

export async function digestOf(file: string): Promise<FileDigest> {
  const hash = createHash('sha256');
  let bytes = 0;
  await pipeline(createReadStream(file), async (source: AsyncIterable<Buffer>) => {
    for await (const chunk of source) {
      bytes += chunk.length;
      hash.update(chunk);
    }
  });
  return { bytes, sha256: hash.digest('hex') };
}

/** Paths (relative, with `/`) of the files under a folder, uploads under way left out; none if it is missing. */
export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    },
  );
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) => !file.split('/').includes(LOCAL_TEMP_FOLDER))
    .sort();
}
