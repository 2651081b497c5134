import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { tenants } from './tenants.ts';
import { users } from './users.ts';

/** A message sent through the contact form (anyone, signed in or not); staff mark it handled. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    /** The sender's user when signed in. */
    userId: uuid('user_id').references(() => users.id),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledByUserId: uuid('handled_by_user_id').references(() => users.id),
  },
  (t) => [index('contact_messages_tenant_created_idx').on(t.tenantId, t.createdAt)],
);

export type ContactMessage = typeof contactMessages.$inferSelect;
