import {
  AUDIT_EXPORT_LIMIT,
  type SupportedLocale,
  type TAuditLogList,
  type TAuditPeople,
} from '@puente/shared';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/actor.ts';
import { csvOf } from '../../lib/csv.ts';
import { auditColumns } from './audit-csv.ts';
import { type AuditLogFilter, findAuditLog, findAuditPeople } from './audit-log.repository.ts';
import { person, presentAuditEntry } from './audit-log-presenter.ts';

/** Administrators read the tenant's audit log, newest first, filtered, in their language. */
export async function listAuditLog(
  deps: Pick<AppDeps, 'db'>,
  tenantId: string,
  filter: AuditLogFilter,
  locale: SupportedLocale,
): Promise<TAuditLogList> {
  const { rows, total } = await findAuditLog(deps.db, tenantId, filter);
  return { items: rows.map((row) => presentAuditEntry(row, locale)), total };
}

/**
 * The filtered log as CSV, newest first, at most AUDIT_EXPORT_LIMIT entries: in the reader's language,
 * times in the school's time zone, formula-safe (lib/csv).
 */
export async function exportAuditLog(
  deps: Pick<AppDeps, 'db'>,
  actor: Actor,
  filter: Omit<AuditLogFilter, 'skip' | 'take'>,
  locale: SupportedLocale,
) {
  const { items } = await listAuditLog(
    deps,
    actor.tenantId,
    { ...filter, skip: 0, take: AUDIT_EXPORT_LIMIT },
    locale,
  );
  return csvOf(auditColumns(actor.schoolTimeZone, locale), items, locale);
}

/** The people the log's person filter offers: everyone who acted in it. */
export async function listAuditPeople(deps: Pick<AppDeps, 'db'>, tenantId: string): Promise<TAuditPeople> {
  const rows = await findAuditPeople(deps.db, tenantId);
  return { items: rows.map((row) => person(row.id, row.first_name, row.last_name, row.email)) };
}
