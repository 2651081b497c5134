import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { createDatabase, type DatabaseHandle } from '../src/db/database.ts';
import { withDatabase } from './global-setup.ts';

export const testDatabaseKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'embedded';

/** A new database copied from the run's migrated template: its URL, and `drop` to remove it. */
export async function copyTemplateDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const { adminUrl, templateName, prefix } = inject('postgresTemplate');
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${templateName}`);
  } finally {
    await admin.end();
  }
  return {
    url: withDatabase(adminUrl, name),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`).finally(() => dropper.end());
    },
  };
}

/** A fresh, migrated database for one test file: a copy of the run's template. Close drops it. */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const copy = await copyTemplateDatabase();
  const handle = await createDatabase({ kind: testDatabaseKind, url: copy.url, poolSize: 10 });
  const close = handle.close;
  return {
    ...handle,
    close: async () => {
      await close();
      await copy.drop();
    },
  };
}
