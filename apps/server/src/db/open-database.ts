import type { Config } from '../config.ts';
import { createDatabase, type DatabaseHandle } from './database.ts';

/** The database the configuration names: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR. */
export function openDatabase(
  config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR'>,
  onPoolError?: (error: Error) => void,
): Promise<DatabaseHandle> {
  return config.DATABASE_URL
    ? createDatabase({ kind: 'postgres', url: config.DATABASE_URL, onPoolError })
    : createDatabase({ kind: 'pglite', dataDir: config.DATA_DIR });
}
