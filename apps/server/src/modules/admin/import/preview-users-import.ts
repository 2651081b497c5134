import type { TUserImportResult } from '@puente/shared';
import type { AppDeps } from '../../../app-deps.ts';
import type { Tenant } from '../../../db/schema/index.ts';
import { planUsersImport } from './plan-users-import.ts';
import { readUsersCsv } from './read-users-csv.ts';

/** What importing a users CSV would do, row by row (create, update, unchanged, or its errors): nothing is written. */
export async function previewUsersImport(
  deps: Pick<AppDeps, 'db'>,
  tenant: Tenant,
  csv: string,
): Promise<TUserImportResult> {
  const plan = await planUsersImport(deps.db, tenant, readUsersCsv(csv));
  return { committed: false, counts: plan.counts, rows: plan.rows };
}
