/** Uploaded files (course covers, audio and video lessons): the rows; the bytes live in the media storage. */
import type { TMediaKind } from '@puente/shared';
import { bigint, index, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, deletedAt, id } from './columns.ts';
import { tenants } from './tenants.ts';
import { users } from './users.ts';

export const media = pgTable(
  'media',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    kind: text('kind').$type<TMediaKind>().notNull(),
    mime: text('mime').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    originalName: text('original_name').notNull(),
    /** Where the storage keeps the bytes (`<tenant id>/<media id>.<detected extension>`): never shown. */
    storageKey: text('storage_key').notNull(),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: createdAt(),
    deletedAt: deletedAt(),
  },
  (t) => [index('media_tenant_kind_created_idx').on(t.tenantId, t.kind, t.createdAt)],
);

export type MediaRow = typeof media.$inferSelect;

/**
 * The key that signs audio and video addresses (`?expires=…&signature=…`): one row, made at random by
 * the migration, shared by every instance through the database.
 */
export const mediaUrlKeys = pgTable('media_url_keys', {
  id: smallint('id').primaryKey(),
  secret: text('secret').notNull(),
});
