import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { tenants } from './tenants.ts';
import { users } from './users.ts';

/**
 * The audit log of administrative actions: who did what to which item, with its state before and after,
 * written in the same transaction as the action itself (`recordAdminAction`). What an impersonating
 * administrator writes as another user is recorded in `impersonation_writes`; the audit log's view shows
 * both.
 */
export const adminActions = pgTable(
  'admin_actions',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    /** The user the session belongs to (the user acted as, when impersonating). */
    actorUserId: uuid('actor_user_id')
      .notNull()
      .references(() => users.id),
    /** The administrator acting as the actor, when impersonating. */
    impersonatorUserId: uuid('impersonator_user_id').references(() => users.id),
    /** A stable code `kind.verb`, e.g. `user.create`, `course.update`, `impersonation.start`. */
    action: text('action').notNull(),
    /** What the action touched: `user`, `tenant`, `account`… and its id (null for the tenant itself). */
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    /**
     * What was changed, by name, as it was named then, in both languages (a course's title) or one (a
     * person's name and e-mail): the log still names an item renamed or deleted since (decision 0144).
     */
    targetName: jsonb('target_name').$type<{ es: string; en: string }>(),
    /** The item's recorded fields before and after (null when it did not exist / no longer does). */
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [
    index('admin_actions_tenant_created_idx').on(t.tenantId, t.createdAt),
    index('admin_actions_tenant_action_idx').on(t.tenantId, t.action),
  ],
);

export type AdminAction = typeof adminActions.$inferSelect;
