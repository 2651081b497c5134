import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '../src/db/database.ts';
import { type EmbeddedPostgres, startEmbeddedPostgres } from '../src/db/embedded-postgres.ts';

const repoRoot = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../..');

declare module 'vitest' {
  export interface ProvidedContext {
    postgresTemplate: { adminUrl: string; templateName: string; prefix: string };
  }
}

/**
 * One PostgreSQL server per run: the embedded one in a temporary folder (`server:embedded`), or the
 * one at TEST_POSTGRES_URL (`server:postgres`). A template database is migrated once; each test file
 * gets a database created from it (fast, isolated).
 */
export default async function setup(project: TestProject) {
  // The tests that start the server as a process start the bundle, as `npm start` does (built here when
  // its sources changed: a second when they did not).
  const built = spawnSync(process.execPath, [path.join(repoRoot, 'scripts/prepare-start.mjs'), '--server'], {
    stdio: 'inherit',
  });
  if (built.status !== 0) throw new Error('bundling the server failed');
  const env = { ...process.env, ...project.config.env };
  let embedded: { server: EmbeddedPostgres; dir: string } | undefined;
  let adminUrl: string;
  if (env.TEST_DB === 'postgres') {
    if (!env.TEST_POSTGRES_URL)
      throw new Error('TEST_POSTGRES_URL is required for the postgres test project');
    adminUrl = env.TEST_POSTGRES_URL;
  } else {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'puente-test-'));
    // As root the server runs as the user "postgres", which must reach the folder.
    await chmod(dir, 0o755);
    // A throwaway cluster: durability is not needed, speed is.
    const server = await startEmbeddedPostgres({
      dataDir: dir,
      settings: { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off', max_connections: '300' },
    });
    embedded = { server, dir };
    adminUrl = server.adminUrl;
  }
  const prefix = `puente_test_${randomBytes(4).toString('hex')}`;
  const templateName = `${prefix}_tpl`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${templateName}`);
  const handle = await createDatabase({ url: withDatabase(adminUrl, templateName), poolSize: 1 });
  await handle.migrate();
  await handle.close();
  project.provide('postgresTemplate', { adminUrl, templateName, prefix });
  return async () => {
    if (embedded) {
      await admin.end();
      await embedded.server.stop();
      await rm(embedded.dir, { recursive: true, force: true });
      return;
    }
    const { rows } = await admin.query<{ datname: string }>(
      'select datname from pg_database where datname like $1',
      [`${prefix}%`],
    );
    for (const row of rows) await admin.query(`drop database if exists ${row.datname} with (force)`);
    await admin.end();
  };
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
