/**
 * The plans of the growth bench: PostgreSQL's auto_explain logs the plan of every statement Puente runs
 * (with its real parameters, nested statements of triggers and functions too) while a scenario's requests
 * are sent one at a time; the plans are read back from the server's log and every node is checked. A
 * sequential scan of a table holding more than LARGE_TABLE_ROWS rows offends: a hot path must reach its
 * rows through an index.
 */
import { closeSync, openSync, readSync, statSync } from 'node:fs';
import type { BenchDb } from './scenario-types.ts';

/** A table above this many rows is large: a sequential scan of it has no place in a hot path. */
export const LARGE_TABLE_ROWS = 10_000;

type Offence = { table: string; rows: number; node: string; statement: string };
export type PlanCheck = { plans: number; statements: number; offences: Offence[] };

/** Turns plan logging on for new connections to the database (Puente started after this logs its plans). */
export async function logPlans(db: BenchDb, database: string, on: boolean) {
  if (on) {
    await db(`load 'auto_explain'`);
    for (const [name, value] of [
      ['session_preload_libraries', 'auto_explain'],
      ['auto_explain.log_min_duration', '0'],
      ['auto_explain.log_format', 'json'],
      ['auto_explain.log_nested_statements', 'on'],
    ]) {
      await db(`alter database "${database}" set ${name} = '${value}'`);
    }
  } else {
    await db(`alter database "${database}" reset all`);
  }
}

/** The log's size now: where the plans of what follows begin. */
export function logOffset(file: string): number {
  return statSync(file).size;
}

function readFrom(file: string, offset: number): string {
  const size = statSync(file).size;
  const buffer = Buffer.alloc(Math.max(0, size - offset));
  const fd = openSync(file, 'r');
  try {
    readSync(fd, buffer, 0, buffer.length, offset);
  } finally {
    closeSync(fd);
  }
  return buffer.toString('utf8');
}

type PlanNode = {
  'Node Type'?: string;
  'Relation Name'?: string;
  'Plan Rows'?: number;
  Plans?: PlanNode[];
};
type Logged = { 'Query Text'?: string; Plan?: PlanNode };

/** The JSON plans auto_explain wrote to the log since `offset`. */
function plansSince(file: string, offset: number): Logged[] {
  const text = readFrom(file, offset);
  const plans: Logged[] = [];
  for (let at = text.indexOf('plan:'); at >= 0; at = text.indexOf('plan:', at + 1)) {
    const start = text.indexOf('{', at);
    if (start < 0) break;
    // The JSON object's end: the brace that closes the first, outside strings.
    let depth = 0;
    let inString = false;
    let end = -1;
    for (let i = start; i < text.length; i++) {
      const c = text[i];
      if (inString) {
        if (c === '\\') i++;
        else if (c === '"') inString = false;
      } else if (c === '"') inString = true;
      else if (c === '{') depth++;
      else if (c === '}' && --depth === 0) {
        end = i;
        break;
      }
    }
    if (end < 0) break;
    try {
      plans.push(JSON.parse(text.slice(start, end + 1)) as Logged);
    } catch {
      // a line of another message inside (interleaved writes): that plan is not counted
    }
    at = end;
  }
  return plans;
}

/** The rows of each table and materialized view of the schema, as ANALYZE estimated them. */
export async function tableRows(db: BenchDb): Promise<Map<string, number>> {
  const rows = await db(
    `select relname, reltuples from pg_class
     where relkind in ('r', 'p', 'm') and relnamespace = 'public'::regnamespace`,
  );
  return new Map(rows.map((row) => [String(row.relname), Number(row.reltuples)]));
}

/** Checks every plan logged since `offset`. */
export function checkPlans(file: string, offset: number, rows: Map<string, number>): PlanCheck {
  const plans = plansSince(file, offset);
  const statements = new Set<string>();
  const offences = new Map<string, Offence>();
  for (const logged of plans) {
    const statement = (logged['Query Text'] ?? '').replace(/\s+/g, ' ').trim();
    statements.add(statement);
    const visit = (node: PlanNode) => {
      const table = node['Relation Name'];
      if (node['Node Type'] === 'Seq Scan' && table && (rows.get(table) ?? 0) > LARGE_TABLE_ROWS) {
        const key = `${table}\n${statement}`;
        if (!offences.has(key))
          offences.set(key, {
            table,
            rows: Math.round(rows.get(table) ?? 0),
            node: `Seq Scan on ${table} (${node['Plan Rows'] ?? '?'} rows expected)`,
            // The select list is long: its start and its end (where the conditions are).
            statement:
              statement.length > 1200 ? `${statement.slice(0, 300)} … ${statement.slice(-900)}` : statement,
          });
      }
      for (const child of node.Plans ?? []) visit(child);
    };
    if (logged.Plan) visit(logged.Plan);
  }
  return { plans: plans.length, statements: statements.size, offences: [...offences.values()] };
}
