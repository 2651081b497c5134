import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '../src/db/database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplateFile: string;
    postgresTemplate: { adminUrl: string; templateName: string; prefix: string };
  }
}

/** Migrates one template database per run; each test file copies it (fast, isolated). */
export default async function setup(project: TestProject) {
  const env = { ...process.env, ...project.config.env };
  if (env.TEST_DB === 'postgres') {
    const adminUrl = env.TEST_POSTGRES_URL;
    if (!adminUrl) throw new Error('TEST_POSTGRES_URL is required for the postgres test project');
    const prefix = `puente_test_${randomBytes(4).toString('hex')}`;
    const templateName = `${prefix}_tpl`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${templateName}`);
    const templateUrl = withDatabase(adminUrl, templateName);
    const handle = await createDatabase({ kind: 'postgres', url: templateUrl, poolSize: 1 });
    await handle.migrate();
    await handle.close();
    project.provide('postgresTemplate', { adminUrl, templateName, prefix });
    return async () => {
      const { rows } = await admin.query<{ datname: string }>(
        'select datname from pg_database where datname like $1',
        [`${prefix}%`],
      );
      for (const row of rows) await admin.query(`drop database if exists ${row.datname} with (force)`);
      await admin.end();
    };
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'puente-test-'));
  const handle = await createDatabase({ kind: 'pglite' });
  await handle.migrate();
  const dump = await handle.pglite!.dumpDataDir('none');
  const file = path.join(dir, 'template.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide('pgliteTemplateFile', file);
  return () => rm(dir, { recursive: true, force: true });
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
