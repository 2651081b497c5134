import type { TReportUsers } from '@puente/shared';
import type { AppDeps } from '../../app-deps.ts';
import { readDb } from './read-db.ts';
import { findUsers } from './reports.repository.ts';

/** A page of the tenant's users for the reports' user picker (name or e-mail search). */
export function listReportUsers(
  deps: Pick<AppDeps, 'db' | 'readDb'>,
  tenantId: string,
  query: { search: string | null; skip: number; take: number },
): Promise<TReportUsers> {
  return findUsers(readDb(deps), tenantId, query.search, query.skip, query.take);
}
