import {
  AUDIT_KIND_LABELS,
  auditActionLabel,
  auditKindOf,
  type SupportedLocale,
  type TAuditEntry,
} from '@puente/shared';
import type { Column } from '../../lib/csv.ts';

/** An instant as the school's clock shows it: 2026-11-28 17:05:09. */
const inZone = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone, dateStyle: 'short', timeStyle: 'medium' }).format(
    new Date(iso),
  );

/**
 * The audit log's columns, as the screen shows it: when (in the school's time zone), what, which item by
 * name, who did it and, when impersonating, the user they acted as. No ids and no routes.
 */
export const auditColumns = (timeZone: string, locale: SupportedLocale): Column<TAuditEntry>[] => [
  { es: 'Fecha', en: 'Date', value: (e) => inZone(e.createdAt, timeZone) },
  { es: 'Tipo', en: 'Kind', value: (e) => AUDIT_KIND_LABELS[auditKindOf(e.action)][locale] },
  { es: 'Acción', en: 'Action', value: (e) => auditActionLabel(e.action, locale) },
  { es: 'Elemento', en: 'Item', value: (e) => e.targetLabel },
  { es: 'Persona', en: 'Person', value: (e) => (e.impersonator ?? e.actor).name },
  { es: 'Correo', en: 'E-mail', value: (e) => (e.impersonator ?? e.actor).email },
  { es: 'Como usuario', en: 'Acting as', value: (e) => (e.impersonator ? e.actor.name : null) },
];
