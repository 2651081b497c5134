import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { escapeLike } from '../../lib/escape-like.ts';

export type AuditLogFilter = {
  search: string | null;
  action: string | null;
  actorId: string | null;
  from: Date | null;
  to: Date | null;
  skip: number;
  take: number;
};

export type AuditLogRow = {
  id: string;
  action: string;
  actor_id: string;
  actor_first: string;
  actor_last: string;
  actor_email: string;
  impersonator_id: string | null;
  impersonator_first: string | null;
  impersonator_last: string | null;
  impersonator_email: string | null;
  target_type: string;
  target_id: string | null;
  target_label: string | null;
  before: unknown;
  after: unknown;
  created_at: Date | string;
  total: number | string;
};

/**
 * The tenant's audit log, newest first: the administrative actions and, as `impersonation.write`, every
 * write an impersonating administrator made as another user (target: the method and route called).
 */
export async function findAuditLog(db: DbOrTx, tenantId: string, filter: AuditLogFilter) {
  const conditions: SQL[] = [];
  if (filter.action) conditions.push(sql`e.action = ${filter.action}`);
  if (filter.actorId) {
    conditions.push(sql`(e.actor_id = ${filter.actorId} or e.impersonator_id = ${filter.actorId})`);
  }
  if (filter.from) conditions.push(sql`e.created_at >= ${filter.from.toISOString()}::timestamptz`);
  if (filter.to) conditions.push(sql`e.created_at < ${filter.to.toISOString()}::timestamptz`);
  if (filter.search) {
    const pattern = `%${escapeLike(filter.search)}%`;
    conditions.push(sql`(
      e.action ilike ${pattern} or e.target_id ilike ${pattern} or e.target_type ilike ${pattern}
      or act.email ilike ${pattern} or (act.first_name || ' ' || act.last_name) ilike ${pattern}
      or imp.email ilike ${pattern} or (imp.first_name || ' ' || imp.last_name) ilike ${pattern}
      or tgt.email ilike ${pattern} or (tgt.first_name || ' ' || tgt.last_name) ilike ${pattern}
    )`);
  }
  const where = conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
  const entries = sql`
    with entries as (
      select a.id, a.action, a.actor_user_id as actor_id, a.impersonator_user_id as impersonator_id,
             a.target_type, a.target_id, a.before, a.after, a.created_at
        from admin_actions a
       where a.tenant_id = ${tenantId}
      union all
      select w.id, 'impersonation.write', w.user_id, w.impersonator_user_id,
             'route', w.method || ' ' || w.route, null, null, w.created_at
        from impersonation_writes w
       where w.tenant_id = ${tenantId}
    )`;
  const from = sql`
      from entries e
      join users act on act.id = e.actor_id
      left join users imp on imp.id = e.impersonator_id
      left join users tgt on e.target_type = 'user' and tgt.tenant_id = ${tenantId}
                         and tgt.id::text = e.target_id
    ${where}`;
  const result = await db.execute(sql`${entries}
    select e.id, e.action, e.actor_id, act.first_name as actor_first, act.last_name as actor_last,
           act.email as actor_email, e.impersonator_id, imp.first_name as impersonator_first,
           imp.last_name as impersonator_last, imp.email as impersonator_email,
           e.target_type, e.target_id,
           tgt.first_name || ' ' || tgt.last_name || ' (' || tgt.email || ')' as target_label, e.before, e.after, e.created_at, count(*) over () as total
    ${from}
     order by e.created_at desc, e.id desc
    offset ${filter.skip} limit ${filter.take}`);
  const rows = result.rows as AuditLogRow[];
  if (rows.length > 0 || filter.skip === 0) return { rows, total: Number(rows[0]?.total ?? 0) };
  // Past the last page the window count has no row to ride on.
  const counted = await db.execute(sql`${entries} select count(*) as total ${from}`);
  return { rows, total: Number((counted.rows[0] as { total: string | number }).total) };
}
