import { readFile, realpath } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config.ts';
import { startEmbeddedPostgres } from '../db/embedded-postgres.ts';

/** A connection string to the configured database, and how to let go of it. */
export type ConfiguredDatabase = {
  url: string;
  kind: 'embedded' | 'postgres';
  /** What was done to reach it, for the tool's output. */
  note: string;
  close(): Promise<void>;
};

/** The pid and port of the PostgreSQL server running on a cluster (from its `postmaster.pid`), if any. */
async function runningServer(pgdata: string): Promise<{ pid: number; port: number } | undefined> {
  const text = await readFile(path.join(pgdata, 'postmaster.pid'), 'utf8').catch(() => undefined);
  if (!text) return undefined;
  const lines = text.split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || pid <= 0 || !Number.isInteger(port)) return undefined;
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return undefined;
  }
  return { pid, port };
}

/**
 * The database the configuration names, for the backup and restore tools: DATABASE_URL as it is; else
 * the embedded server of DATA_DIR, the one running there (an app is using it: the tools work beside it)
 * or one started for the tool and stopped by `close()`.
 */
export async function openConfiguredDatabase(
  config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR'>,
): Promise<ConfiguredDatabase> {
  if (config.DATABASE_URL) {
    return {
      url: config.DATABASE_URL,
      kind: 'postgres',
      note: 'the database at DATABASE_URL',
      close: async () => {},
    };
  }
  const dataDir = path.resolve(config.DATA_DIR);
  const pgdata = await realpath(path.join(dataDir, 'postgres')).catch(() => undefined);
  const running = pgdata ? await runningServer(pgdata) : undefined;
  if (running) {
    const password = (await readFile(path.join(dataDir, 'postgres.password'), 'utf8')).trim();
    return {
      url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${running.port}/puente`,
      kind: 'embedded',
      note: `the embedded PostgreSQL running on ${pgdata} (pid ${running.pid})`,
      close: async () => {},
    };
  }
  const server = await startEmbeddedPostgres({ dataDir });
  return {
    url: server.url,
    kind: 'embedded',
    note: `the embedded PostgreSQL of ${dataDir}, started for this and stopped after`,
    close: () => server.stop(),
  };
}
