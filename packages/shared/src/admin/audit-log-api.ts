import { z } from 'zod';
import { ZIsoInstant } from '../iso-dates.ts';

/** The content the staff author whose changes the audit log records (one kind each). */
const AUDITED_CONTENT = [
  'course',
  'chapter',
  'exercise',
  'exam',
  'carousel',
  'review-lesson',
  'dictionary-word',
  'dictionary-phrase',
  'dictionary-category',
  'dictionary-false-friend',
] as const;
export type TAuditedContent = (typeof AUDITED_CONTENT)[number];

const CONTENT_VERBS = ['create', 'update', 'delete', 'recover'] as const;
type TContentAction = `${TAuditedContent}.${(typeof CONTENT_VERBS)[number]}`;
const CONTENT_ACTIONS = AUDITED_CONTENT.flatMap((kind) =>
  CONTENT_VERBS.map((verb) => `${kind}.${verb}` as TContentAction),
);

/**
 * The action codes of the audit log, `kind.verb`: the kind is what was changed (decision 0144).
 * `impersonation.write` is a write an impersonating administrator made as another user (recorded for every
 * module by the impersonation audit, decision 0025): its target is the route called.
 */
export const AUDIT_ACTIONS = [
  'user.create',
  'user.update',
  'user.reset-password',
  'user.deactivate',
  'user.reactivate',
  'user.delete',
  'user.recover',
  'user.import',
  'tenant.update',
  'account.plan-create',
  'account.plan-replace',
  'account.adjustment',
  'account.refund',
  'tutor.update',
  'tutoring.attendance',
  'class.create',
  'class.update',
  'class.delete',
  'class.add-students',
  'impersonation.start',
  'impersonation.end',
  'impersonation.write',
  ...CONTENT_ACTIONS,
  'content.import',
  'contact.handled',
] as [TAuditActionLiteral, ...TAuditActionLiteral[]];
type TAuditActionLiteral =
  | 'user.create'
  | 'user.update'
  | 'user.reset-password'
  | 'user.deactivate'
  | 'user.reactivate'
  | 'user.delete'
  | 'user.recover'
  | 'user.import'
  | 'tenant.update'
  | 'account.plan-create'
  | 'account.plan-replace'
  | 'account.adjustment'
  | 'account.refund'
  | 'tutor.update'
  | 'tutoring.attendance'
  | 'class.create'
  | 'class.update'
  | 'class.delete'
  | 'class.add-students'
  | 'impersonation.start'
  | 'impersonation.end'
  | 'impersonation.write'
  | TContentAction
  | 'content.import'
  | 'contact.handled';
export type TAuditAction = TAuditActionLiteral;

/** The kinds of change (the part of the action code before the dot), the audit log's filter. */
export const AUDIT_KINDS = [
  ...new Set(AUDIT_ACTIONS.map((action) => action.split('.')[0] as TAuditKind)),
] as [TAuditKind, ...TAuditKind[]];
export type TAuditKind = TAuditAction extends `${infer Kind}.${string}` ? Kind : never;

const filterShape = {
  SearchValue: z.string().max(200).nullish(),
  /** Only this action. */
  action: z.enum(AUDIT_ACTIONS).optional(),
  /** Only this kind of change (`course`, `impersonation`, …). */
  kind: z.enum(AUDIT_KINDS).optional(),
  /** Only what this user did (as themselves, or as the impersonating administrator). */
  actorId: z.uuid().optional(),
  /** From this instant (inclusive) … */
  from: ZIsoInstant.optional(),
  /** … to this one (exclusive): after `from` (400 `audit.range` otherwise). */
  to: ZIsoInstant.optional(),
};

/** The range ends after it starts. */
const inOrder = (filter: { from?: string | undefined; to?: string | undefined }) =>
  !filter.from || !filter.to || Date.parse(filter.from) < Date.parse(filter.to);
const range = { path: ['to'], message: 'audit.range' };

/** GET /api/admin/audit-log: the list filter (spec section 7) plus the person, the kind or action and dates. */
export const ZAuditLogQuery = z
  .object({
    ...filterShape,
    Skip: z.coerce.number().int().min(0).max(1_000_000).default(0),
    Take: z.coerce.number().int().min(1).max(100).default(50),
  })
  .refine(inOrder, range);

/** GET /api/admin/audit-log/csv: the same filter, every matching entry (up to the export limit). */
export const ZAuditLogExportQuery = z.object(filterShape).refine(inOrder, range);
export type TAuditLogFilter = z.infer<typeof ZAuditLogExportQuery>;

/** How many entries one CSV export holds at most (newest first). */
export const AUDIT_EXPORT_LIMIT = 10_000;

const ZAuditPerson = z.object({ id: z.uuid(), name: z.string(), email: z.string() });

/** One entry of the audit log: who, what, when, and the item before and after. */
const ZAuditEntry = z.object({
  id: z.uuid(),
  action: z.enum(AUDIT_ACTIONS),
  /** The session's user (the user acted as, when impersonating). */
  actor: ZAuditPerson,
  /** The administrator acting as the actor, when impersonating. */
  impersonator: ZAuditPerson.nullable(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  /**
   * What was changed, by name, in the request's language: a user's name and e-mail, a course's title, an
   * account holder's name, an import's file. Null when the item has no name (a route, the school itself).
   */
  targetLabel: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  createdAt: ZIsoInstant,
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

export const ZAuditLogList = z.object({ items: z.array(ZAuditEntry), total: z.number().int() });
export type TAuditLogList = z.infer<typeof ZAuditLogList>;

/** GET /api/admin/audit-log/people: everyone who appears in the log as having acted, by name. */
export const ZAuditPeople = z.object({ items: z.array(ZAuditPerson) });
export type TAuditPeople = z.infer<typeof ZAuditPeople>;
