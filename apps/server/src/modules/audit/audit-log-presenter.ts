import type { SupportedLocale, TAuditAction, TAuditEntry } from '@puente/shared';
import type { AuditLogRow } from './audit-log.repository.ts';

export const person = (id: string, first: string, last: string, email: string) => ({
  id,
  name: `${first} ${last}`.trim(),
  email,
});

/**
 * An entry in the reader's language: what was changed by the name recorded with it (a user or an account
 * recorded without one: by the user or the account holder); a route an impersonating administrator wrote
 * to is not a name, and has none.
 */
export const presentAuditEntry = (row: AuditLogRow, locale: SupportedLocale): TAuditEntry => ({
  id: row.id,
  action: row.action as TAuditAction,
  actor: person(row.actor_id, row.actor_first, row.actor_last, row.actor_email),
  impersonator:
    row.impersonator_id === null
      ? null
      : person(
          row.impersonator_id,
          row.impersonator_first ?? '',
          row.impersonator_last ?? '',
          row.impersonator_email ?? '',
        ),
  targetType: row.target_type,
  targetId: row.target_id,
  targetLabel: row.target_name?.[locale] ?? row.user_label ?? row.holder_label ?? null,
  before: row.before ?? null,
  after: row.after ?? null,
  createdAt: new Date(row.created_at).toISOString(),
});
