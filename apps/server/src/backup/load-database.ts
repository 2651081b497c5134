import { createReadStream } from 'node:fs';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import { BackupError, type BackupManifest, DATA_SCHEMA } from './backup-manifest.ts';
import { dataTables, migrationsFolder, qualified, readJournal } from './database-tables.ts';

const INSERT_ROWS = 1000;

/**
 * The schema at the backup's migration level: this code's migrations up to that one, run from a copy of
 * the migrations folder whose journal stops there (the next start of the app applies the rest).
 */
export async function migrateTo(client: pg.Client, level: BackupManifest['schema']): Promise<void> {
  const journal = await readJournal();
  const entries = journal.entries.slice(0, level.migrations);
  if (level.migrations > journal.entries.length || (entries.at(-1)?.tag ?? null) !== level.lastMigration) {
    throw new BackupError(
      `The backup is at migration ${level.lastMigration ?? 'none'} (${level.migrations}), which this version does not have (its last is ${journal.entries.at(-1)?.tag}): restore it with the version that made it, or a newer one.`,
    );
  }
  const folder = await mkdtemp(path.join(os.tmpdir(), 'puente-migrations-'));
  try {
    await cp(path.join(migrationsFolder, 'meta'), path.join(folder, 'meta'), { recursive: true });
    await writeFile(path.join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
    for (const entry of entries)
      await cp(path.join(migrationsFolder, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
    await migrate(drizzle(client), { migrationsFolder: folder });
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/**
 * Loads the dumped rows into a database migrated to the backup's level, in one transaction: the rows the
 * migrations inserted go first (the dump has them too), triggers and foreign-key checks are off while
 * rows go in (`session_replication_role = replica`, a superuser's setting): the rows are a consistent
 * snapshot already, and triggers would count roll-ups twice. Then the sequences get their values back.
 */
export async function loadDatabase(
  client: pg.ClientBase,
  folder: string,
  manifest: BackupManifest,
): Promise<void> {
  const tables = await dataTables(client);
  const missing = Object.keys(manifest.tables).filter((name) => !tables.some((table) => table.name === name));
  if (missing.length > 0)
    throw new BackupError(
      `The restored schema has no table ${missing.join(', ')}: the backup does not match its migration level.`,
    );
  await client.query('begin');
  try {
    try {
      await client.query('set local session_replication_role = replica');
    } catch (error) {
      throw new BackupError(
        `Restoring needs a superuser role on the target database (${(error as Error).message}).`,
      );
    }
    await client.query(`truncate ${tables.map((table) => qualified(client, table.name)).join(', ')}`);
    for (const table of tables) {
      if (!(table.name in manifest.tables)) continue;
      await loadTable(client, table.name, table.columns, path.join(folder, `${table.name}.rows`));
    }
    for (const [name, last] of Object.entries(manifest.sequences)) {
      if (last === null) continue;
      await client.query('select setval($1::regclass, $2::bigint, true)', [
        `${client.escapeIdentifier(DATA_SCHEMA)}.${client.escapeIdentifier(name)}`,
        last,
      ]);
    }
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  }
}

async function loadTable(
  client: pg.ClientBase,
  name: string,
  columns: string[],
  file: string,
): Promise<void> {
  const target = qualified(client, name);
  const list = columns.map((column) => client.escapeIdentifier(column));
  const statement = `insert into ${target} (${list.join(', ')}) overriding system value
    select ${list.map((column) => `(x).${column}`).join(', ')} from (select r::${target} as x from unnest($1::text[]) r) s`;
  let batch: string[] = [];
  const lines = createInterface({ input: createReadStream(file), crlfDelay: Number.POSITIVE_INFINITY });
  for await (const line of lines) {
    if (!line) continue;
    batch.push(JSON.parse(line) as string);
    if (batch.length >= INSERT_ROWS) {
      await client.query(statement, [batch]);
      batch = [];
    }
  }
  if (batch.length > 0) await client.query(statement, [batch]);
}
