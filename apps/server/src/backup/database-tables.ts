import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import { DATA_SCHEMA } from './backup-manifest.ts';

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), '../db/migrations');

type JournalEntry = { idx: number; when: number; tag: string };
export type Journal = { entries: JournalEntry[] } & Record<string, unknown>;

export const readJournal = async (): Promise<Journal> =>
  JSON.parse(await readFile(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as Journal;

/** An ordinary table of the data schema: its name and the columns one can write (not generated ones). */
export type Table = { name: string; columns: string[] };

export async function dataTables(client: pg.ClientBase): Promise<Table[]> {
  const { rows } = await client.query<{ name: string; columns: string[] }>(
    `select c.relname as name,
            array_agg(a.attname::text order by a.attnum) filter (where a.attgenerated = '') as columns
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      where c.relkind = 'r' and n.nspname = $1
      group by c.relname
      order by c.relname`,
    [DATA_SCHEMA],
  );
  return rows.map((row) => ({ name: row.name, columns: row.columns ?? [] }));
}

/** `public."name"`, quoted. */
export const qualified = (client: pg.ClientBase, name: string) =>
  `${client.escapeIdentifier(DATA_SCHEMA)}.${client.escapeIdentifier(name)}`;

/** How many migrations the database has applied, and the tag of the last one (from the journal). */
export async function migrationLevel(
  client: pg.ClientBase,
): Promise<{ migrations: number; lastMigration: string | null }> {
  const exists = await client.query<{ found: string | null }>(
    `select to_regclass('drizzle.__drizzle_migrations')::text as found`,
  );
  if (!exists.rows[0]?.found) return { migrations: 0, lastMigration: null };
  const { rows } = await client.query<{ count: string; last: string | null }>(
    'select count(*) as count, max(created_at)::text as last from drizzle.__drizzle_migrations',
  );
  const migrations = Number(rows[0]?.count ?? 0);
  const last = rows[0]?.last ? Number(rows[0].last) : null;
  const journal = await readJournal();
  const entry = journal.entries.find((candidate) => candidate.when === last);
  return { migrations, lastMigration: entry?.tag ?? (last === null ? null : `unknown (${last})`) };
}
