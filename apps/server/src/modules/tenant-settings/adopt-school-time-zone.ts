import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { tenants } from '../../db/schema/index.ts';

/**
 * An administrator's profile time zone becomes the school's while the school has none of its own yet:
 * still on the default UTC and its settings never saved (version 1). A zone once set in the settings is
 * never replaced here (decision 0136). Answers whether it was adopted.
 */
export async function adoptSchoolTimeZone(db: DbOrTx, tenantId: string, timeZone: string): Promise<boolean> {
  if (timeZone === 'UTC') return false;
  const adopted = await db
    .update(tenants)
    .set({ timeZone })
    .where(
      and(
        eq(tenants.id, tenantId),
        eq(tenants.timeZone, 'UTC'),
        eq(tenants.version, 1),
        // A zone PostgreSQL knows: its triggers reckon the school's days in it.
        sql`exists (select 1 from pg_timezone_names where name = ${timeZone})`,
      ),
    )
    .returning({ id: tenants.id });
  if (adopted.length === 0) return false;
  await db.execute(sql`select puente_rebuild_money_days(${tenantId}::uuid)`);
  return true;
}
