import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from './processes.ts';

/** A throwaway database on the given server, or the embedded one in a temporary DATA_DIR. */
export async function databaseEnv(postgres: string | undefined): Promise<{
  env: Record<string, string>;
  label: string;
  /** Where a scenario's preparation reaches Puente's database (once Puente has started). */
  url: () => string;
  dispose: () => Promise<void>;
}> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'puente-bench-'));
  // Run as root, the embedded PostgreSQL runs as the system user postgres, which must reach DATA_DIR.
  chmodSync(dataDir, 0o755);
  const removeDir = async () => rmSync(dataDir, { recursive: true, force: true });
  if (!postgres) {
    const port = await freePort();
    return {
      env: { DATA_DIR: dataDir, EMBEDDED_DB_PORT: String(port) },
      label: 'embedded (DATA_DIR)',
      // The embedded server's superuser password is kept beside the cluster (written at its start).
      url: () => {
        const password = readFileSync(path.join(dataDir, 'postgres.password'), 'utf8').trim();
        return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/puente`;
      },
      dispose: removeDir,
    };
  }
  const admin = new pg.Client({ connectionString: postgres });
  await admin.connect();
  const database = `puente_bench_${process.pid}`;
  await admin.query(`create database ${database}`);
  const url = new URL(postgres);
  url.pathname = `/${database}`;
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    label: `PostgreSQL at ${url.host}`,
    url: () => url.toString(),
    async dispose() {
      await admin.query(`drop database if exists ${database} with (force)`).catch(() => undefined);
      await admin.end().catch(() => undefined);
      await removeDir();
    },
  };
}
