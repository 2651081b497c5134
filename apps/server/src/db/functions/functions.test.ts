import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database.ts';
import type { DatabaseHandle } from '../database.ts';
import { functionStatement, type SqlStatement, sqlStatements } from './sql-statements.ts';

const here = import.meta.dirname;
const migrationsDir = path.join(here, '..', 'migrations');
const normalised = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Each function's latest create statement over the migrations in order (a dropped one is gone). */
function functionsOfMigrations() {
  const latest = new Map<string, { migration: string; statement: SqlStatement }>();
  for (const file of readdirSync(migrationsDir)
    .filter((name) => name.endsWith('.sql'))
    .sort()) {
    for (const statement of sqlStatements(readFileSync(path.join(migrationsDir, file), 'utf8'))) {
      const found = functionStatement(statement);
      if (found?.kind === 'drop') latest.delete(found.name);
      else if (found) latest.set(found.name, { migration: file.replace(/\.sql$/, ''), statement });
    }
  }
  return latest;
}

/** The function files: name → their one statement. */
function functionFiles() {
  const files = new Map<string, { header: string; statements: SqlStatement[] }>();
  for (const file of readdirSync(here).filter((name) => name.endsWith('.sql'))) {
    const text = readFileSync(path.join(here, file), 'utf8');
    files.set(file.replace(/\.sql$/, ''), {
      header: text.slice(0, text.search(/^\s*[^-\s]/m)),
      statements: sqlStatements(text),
    });
  }
  return files;
}

/** The body between a create statement's dollar quotes (null for a SQL-standard body). */
const dollarBody = (statement: SqlStatement) =>
  /\sAS\s+(\$[A-Za-z_]*\$)([\s\S]*)\1\s*;?\s*$/i.exec(statement.text)?.[2] ?? null;

const migrated = functionsOfMigrations();
const files = functionFiles();

describe('the SQL functions home (src/db/functions)', () => {
  it('finds the functions of the migrations', () => {
    // A parser that found nothing would make every other check pass.
    expect(migrated.size).toBeGreaterThan(15);
    expect(migrated.get('puente_reserve_payments')?.migration).toBe('0010_security_billing');
  });

  it('has one file per function the migrations define, and no other', () => {
    expect([...files.keys()].sort()).toEqual([...migrated.keys()].sort());
  });

  it.each([...files.keys()].sort())(
    '%s.sql holds the latest migration statement of its function, under its header',
    (name) => {
      const file = files.get(name)!;
      expect(file.statements).toHaveLength(1);
      expect(functionStatement(file.statements[0]!)).toEqual({ name, kind: 'create' });
      const latest = migrated.get(name);
      expect(latest, `no migration defines ${name}`).toBeDefined();
      expect(normalised(file.statements[0]!.text)).toBe(normalised(latest!.statement.text));
      expect(file.header).toContain(`Last set by migration ${latest!.migration}.`);
    },
  );

  describe('the migrated database', () => {
    let database: DatabaseHandle;
    beforeAll(async () => {
      database = await createTestDatabase();
    });
    afterAll(async () => {
      await database.close();
    });

    it('runs the functions of the files and no other (extensions aside)', async () => {
      const { rows } = await database.pool.query<{ name: string; source: string }>(`
        select p.proname as name, p.prosrc as source from pg_proc p
        join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public'
          and not exists (select 1 from pg_depend d where d.classid = 'pg_proc'::regclass
            and d.objid = p.oid and d.deptype = 'e')`);
      expect(rows.map((row) => row.name).sort()).toEqual([...files.keys()].sort());
      for (const row of rows) {
        const body = dollarBody(files.get(row.name)!.statements[0]!);
        if (body !== null) expect(normalised(row.source), row.name).toBe(normalised(body));
      }
    });

    it('defines each function exactly as its file does (created again, the definition is unchanged)', async () => {
      const client = await database.pool.connect();
      try {
        for (const [name, file] of files) {
          const definitionOf = async () =>
            (
              await client.query<{ definition: string }>(
                `select pg_get_functiondef(p.oid) as definition from pg_proc p
                 join pg_namespace n on n.oid = p.pronamespace
                 where n.nspname = 'public' and p.proname = $1`,
                [name],
              )
            ).rows.map((row) => row.definition);
          await client.query('begin');
          try {
            const before = await definitionOf();
            await client.query(
              file.statements[0]!.text.replace(
                /^create\s+(or\s+replace\s+)?function/i,
                'CREATE OR REPLACE FUNCTION',
              ),
            );
            expect(await definitionOf(), name).toEqual(before);
          } finally {
            await client.query('rollback');
          }
        }
      } finally {
        client.release();
      }
    });
  });
});
