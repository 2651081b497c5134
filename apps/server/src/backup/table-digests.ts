import type pg from 'pg';
import { dataTables, qualified } from './database-tables.ts';

/**
 * An MD5 of each table's rows (their text forms, in sorted order, so the physical order does not
 * matter): two databases with the same digests hold the same data.
 */
export async function tableDigests(client: pg.ClientBase): Promise<Record<string, string>> {
  const digests: Record<string, string> = {};
  for (const table of await dataTables(client)) {
    const { rows } = await client.query<{ digest: string }>(
      `select md5(coalesce(string_agg(md5(t::text), '' order by md5(t::text)), '')) as digest
         from only ${qualified(client, table.name)} t`,
    );
    digests[table.name] = rows[0]?.digest ?? '';
  }
  return digests;
}
