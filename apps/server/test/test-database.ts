import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { createDatabase, type DatabaseHandle } from '../src/db/database.ts';
import { withDatabase } from './global-setup.ts';

export const testDatabaseKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'embedded';

/** A fresh, migrated database for one test file: a copy of the run's template. Close drops it. */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const { adminUrl, templateName, prefix } = inject('postgresTemplate');
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${templateName}`);
  } finally {
    await admin.end();
  }
  const handle = await createDatabase({
    kind: testDatabaseKind,
    url: withDatabase(adminUrl, name),
    poolSize: 10,
  });
  const close = handle.close;
  return {
    ...handle,
    close: async () => {
      await close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`).finally(() => dropper.end());
    },
  };
}
