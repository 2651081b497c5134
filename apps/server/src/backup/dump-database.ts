import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import { DATA_SCHEMA } from './backup-manifest.ts';
import { dataTables, migrationLevel, qualified } from './database-tables.ts';

const FETCH_ROWS = 2000;

export type DatabaseDump = {
  postgres: string;
  schema: { migrations: number; lastMigration: string | null };
  tables: Record<string, number>;
  sequences: Record<string, string | null>;
  /** The files written, relative to the dump's folder. */
  files: string[];
};

/**
 * Every table of the data schema, one file each (`<table>.rows`: a JSON string per line, the row's
 * text form), with the sequences' values and the migration level, all read in ONE repeatable-read
 * snapshot: the dump is consistent while the app keeps writing. The schema itself is not dumped: it is
 * the migrations up to the recorded level, which the restore runs first.
 */
export async function dumpDatabase(client: pg.ClientBase, folder: string): Promise<DatabaseDump> {
  await mkdir(folder, { recursive: true });
  await client.query('begin transaction isolation level repeatable read read only');
  try {
    const version = await client.query<{ version: string }>(
      `select current_setting('server_version') as version`,
    );
    const schema = await migrationLevel(client);
    const tables: Record<string, number> = {};
    const files: string[] = [];
    for (const table of await dataTables(client)) {
      const file = `${table.name}.rows`;
      tables[table.name] = await dumpTable(client, table.name, path.join(folder, file));
      files.push(file);
    }
    const { rows } = await client.query<{ name: string; last: string | null }>(
      `select sequencename as name, last_value::text as last from pg_sequences where schemaname = $1 order by 1`,
      [DATA_SCHEMA],
    );
    const sequences = Object.fromEntries(rows.map((row) => [row.name, row.last]));
    return { postgres: version.rows[0]?.version ?? '', schema, tables, sequences, files };
  } finally {
    await client.query('rollback');
  }
}

async function dumpTable(client: pg.ClientBase, name: string, file: string): Promise<number> {
  const out = createWriteStream(file, { mode: 0o600 });
  const cursor = client.escapeIdentifier(`dump_${name}`);
  let count = 0;
  try {
    await client.query(
      `declare ${cursor} no scroll cursor for select t::text as r from only ${qualified(client, name)} t`,
    );
    for (;;) {
      const { rows } = await client.query<{ r: string }>(`fetch forward ${FETCH_ROWS} from ${cursor}`);
      if (rows.length === 0) break;
      count += rows.length;
      const chunk = rows.map((row) => `${JSON.stringify(row.r)}\n`).join('');
      if (!out.write(chunk)) await once(out, 'drain');
    }
    await client.query(`close ${cursor}`);
  } finally {
    out.end();
    await once(out, 'close');
  }
  return count;
}
