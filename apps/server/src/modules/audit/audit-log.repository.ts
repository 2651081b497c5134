import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { escapeLike } from '../../lib/escape-like.ts';

export type AuditLogFilter = {
  search: string | null;
  action: string | null;
  kind: string | null;
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
  target_name: { es: string; en: string } | null;
  user_label: string | null;
  holder_label: string | null;
  before: unknown;
  after: unknown;
  created_at: Date | string;
  total: number | string;
};

/**
 * The tenant's audit log, newest first: the administrative actions and content changes and, as
 * `impersonation.write`, every write an impersonating administrator made as another user (target: the
 * method and route called). What was changed is named by the name recorded with it; a user or an account
 * recorded without one (before decision 0144) is named by the user or the account holder as they are now.
 */
export async function findAuditLog(db: DbOrTx, tenantId: string, filter: AuditLogFilter) {
  const conditions: SQL[] = [];
  if (filter.action) conditions.push(sql`e.action = ${filter.action}`);
  if (filter.kind) conditions.push(sql`split_part(e.action, '.', 1) = ${filter.kind}`);
  if (filter.actorId) {
    conditions.push(sql`(e.actor_id = ${filter.actorId} or e.impersonator_id = ${filter.actorId})`);
  }
  if (filter.from) conditions.push(sql`e.created_at >= ${filter.from.toISOString()}::timestamptz`);
  if (filter.to) conditions.push(sql`e.created_at < ${filter.to.toISOString()}::timestamptz`);
  if (filter.search) {
    const pattern = `%${escapeLike(filter.search)}%`;
    conditions.push(sql`(
      e.action ilike ${pattern} or e.target_id ilike ${pattern} or e.target_type ilike ${pattern}
      or e.target_name->>'es' ilike ${pattern} or e.target_name->>'en' ilike ${pattern}
      or (hold.first_name || ' ' || hold.last_name) ilike ${pattern}
      or act.email ilike ${pattern} or (act.first_name || ' ' || act.last_name) ilike ${pattern}
      or imp.email ilike ${pattern} or (imp.first_name || ' ' || imp.last_name) ilike ${pattern}
      or tgt.email ilike ${pattern} or (tgt.first_name || ' ' || tgt.last_name) ilike ${pattern}
    )`);
  }
  const where = conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
  const entries = sql`
    with entries as (
      select a.id, a.action, a.actor_user_id as actor_id, a.impersonator_user_id as impersonator_id,
             a.target_type, a.target_id, a.target_name, a.before, a.after, a.created_at
        from admin_actions a
       where a.tenant_id = ${tenantId}
      union all
      select w.id, 'impersonation.write', w.user_id, w.impersonator_user_id,
             'route', w.method || ' ' || w.route, null::jsonb, null::jsonb, null::jsonb, w.created_at
        from impersonation_writes w
       where w.tenant_id = ${tenantId}
    )`;
  const from = sql`
      from entries e
      join users act on act.id = e.actor_id
      left join users imp on imp.id = e.impersonator_id
      left join users tgt on e.target_type = 'user' and tgt.tenant_id = ${tenantId}
                         and tgt.id::text = e.target_id
      left join accounts acc on e.target_type = 'account' and acc.tenant_id = ${tenantId}
                            and acc.id::text = e.target_id
      left join users hold on hold.id = acc.master_user_id
    ${where}`;
  const result = await db.execute(sql`${entries}
    select e.id, e.action, e.actor_id, act.first_name as actor_first, act.last_name as actor_last,
           act.email as actor_email, e.impersonator_id, imp.first_name as impersonator_first,
           imp.last_name as impersonator_last, imp.email as impersonator_email,
           e.target_type, e.target_id,
           e.target_name, tgt.first_name || ' ' || tgt.last_name || ' (' || tgt.email || ')' as user_label,
           hold.first_name || ' ' || hold.last_name || ' (' || hold.email || ')' as holder_label,
           e.before, e.after, e.created_at, count(*) over () as total
    ${from}
     order by e.created_at desc, e.id desc
    offset ${filter.skip} limit ${filter.take}`);
  const rows = result.rows as AuditLogRow[];
  if (rows.length > 0 || filter.skip === 0) return { rows, total: Number(rows[0]?.total ?? 0) };
  // Past the last page the window count has no row to ride on.
  const counted = await db.execute(sql`${entries} select count(*) as total ${from}`);
  return { rows, total: Number((counted.rows[0] as { total: string | number }).total) };
}

/** Everyone who appears in the tenant's log as having acted (themselves, or impersonating), by name. */
export async function findAuditPeople(db: DbOrTx, tenantId: string) {
  const result = await db.execute(sql`
    with acted as (
      select actor_user_id as id from admin_actions where tenant_id = ${tenantId}
      union select impersonator_user_id from admin_actions
             where tenant_id = ${tenantId} and impersonator_user_id is not null
      union select user_id from impersonation_writes where tenant_id = ${tenantId}
      union select impersonator_user_id from impersonation_writes where tenant_id = ${tenantId}
    )
    select u.id, u.first_name, u.last_name, u.email
      from acted join users u on u.id = acted.id and u.tenant_id = ${tenantId}
     order by u.first_name, u.last_name, u.email`);
  return result.rows as { id: string; first_name: string; last_name: string; email: string }[];
}
