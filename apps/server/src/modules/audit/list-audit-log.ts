import type { TAuditLogList } from '@puente/shared';
import type { AppDeps } from '../../app-deps.ts';
import { type AuditLogFilter, findAuditLog } from './audit-log.repository.ts';
import { presentAuditEntry } from './audit-log-presenter.ts';

/** Administrators read the tenant's audit log, newest first, filtered. */
export async function listAuditLog(
  deps: Pick<AppDeps, 'db'>,
  tenantId: string,
  filter: AuditLogFilter,
): Promise<TAuditLogList> {
  const { rows, total } = await findAuditLog(deps.db, tenantId, filter);
  return { items: rows.map(presentAuditEntry), total };
}
