import { z } from 'zod';
import { ZIsoInstant } from '../iso-dates.ts';

/**
 * The action codes of the audit log. `impersonation.write` is a write an impersonating administrator made
 * as another user (recorded for every module by the impersonation audit, decision 0025): its target is
 * the route called.
 */
export const AUDIT_ACTIONS = [
  'user.create',
  'user.update',
  'user.reset-password',
  'user.deactivate',
  'user.reactivate',
  'user.delete',
  'user.recover',
  'user.impersonate',
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
  'impersonation.write',
] as const;
export type TAuditAction = (typeof AUDIT_ACTIONS)[number];

const isoDate = ZIsoInstant;

/** GET /api/admin/audit-log: the list filter (spec section 7) plus the action, the actor and a date range. */
export const ZAuditLogQuery = z.object({
  SearchValue: z.string().max(200).nullish(),
  Skip: z.coerce.number().int().min(0).max(1_000_000).default(0),
  Take: z.coerce.number().int().min(1).max(100).default(50),
  /** Only this action. */
  action: z.enum(AUDIT_ACTIONS).optional(),
  /** Only what this user did (as themselves, or as the impersonating administrator). */
  actorId: z.uuid().optional(),
  /** From this instant (inclusive) … */
  from: isoDate.optional(),
  /** … to this one (exclusive). */
  to: isoDate.optional(),
});

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
  /** The target's name and e-mail when it is a user of the tenant. */
  targetLabel: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  createdAt: isoDate,
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

export const ZAuditLogList = z.object({ items: z.array(ZAuditEntry), total: z.number().int() });
export type TAuditLogList = z.infer<typeof ZAuditLogList>;
