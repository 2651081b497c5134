import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.ts';
import { importDictionary, readDictionaryFiles } from '../modules/dictionary/index.ts';

/**
 * Loads the shipped dictionary after the server has started, without holding the start: about 10 s on
 * an empty database, a fingerprint check (a few milliseconds of reading) once it is in. Instances
 * starting together take turns (an advisory lock); a failure is logged, and the next start tries again.
 */
export async function seedDictionary(db: Database, log: FastifyBaseLogger): Promise<void> {
  try {
    const started = performance.now();
    const result = await importDictionary(db, await readDictionaryFiles());
    if (!result.imported) return;
    for (const refused of result.refused) log.warn(refused, 'dictionary line refused');
    log.info(
      { ...result, refused: result.refused.length, ms: Math.round(performance.now() - started) },
      'dictionary imported',
    );
  } catch (error) {
    log.error({ err: error }, 'dictionary import failed');
  }
}
