import type { Config } from '../config.ts';
import { createDatabase, type DatabaseHandle } from './database.ts';
import { startEmbeddedPostgres } from './embedded-postgres.ts';

/**
 * The database the configuration names: the PostgreSQL server at DATABASE_URL when set, else the
 * embedded PostgreSQL server the app starts itself with its data in DATA_DIR (closing the handle
 * stops it). Both go through the same pool.
 */
export async function openDatabase(
  config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR' | 'EMBEDDED_DB_PORT'>,
  onPoolError?: (error: Error) => void,
): Promise<DatabaseHandle> {
  if (config.DATABASE_URL) return createDatabase({ url: config.DATABASE_URL, onPoolError });
  const server = await startEmbeddedPostgres({ dataDir: config.DATA_DIR, port: config.EMBEDDED_DB_PORT });
  try {
    const handle = await createDatabase({ kind: 'embedded', url: server.url, onPoolError });
    return {
      ...handle,
      notes: [
        ...server.notes,
        `embedded PostgreSQL on 127.0.0.1:${server.port}${server.socketDirectory ? ` and a Unix socket in ${server.socketDirectory}` : ''} (pid ${server.pid}), data in ${server.pgdata}`,
      ],
      async close() {
        try {
          await handle.close();
        } finally {
          await server.stop();
        }
      },
    };
  } catch (error) {
    await server.stop();
    throw error;
  }
}
