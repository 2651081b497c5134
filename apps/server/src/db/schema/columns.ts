import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { integer, timestamp, uuid } from 'drizzle-orm/pg-core';
import { newId } from '../new-id.ts';

/** Primary key: a UUID v7 made by the app. */
export const id = () => uuid('id').primaryKey().$defaultFn(newId);

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`);
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`)
    .$onUpdateFn(() => new Date());
/** Soft delete marker: rows with a value are hidden and can be recovered. */
export const deletedAt = () => timestamp('deleted_at', { withTimezone: true });

/** Optimistic concurrency: an edit names the version it read; each write adds one. */
export const version = () => integer('version').notNull().default(1);
/** The user who wrote the row last (staff authoring); null for imports and seeds. */
export const updatedBy = () => uuid('updated_by');

/**
 * A text as searches and uniqueness compare it: lower case, without Spanish accents, trimmed. One
 * expression for the list filter, the duplicate check and the unique indexes, so they always agree.
 */
export const searchable = (column: AnyColumn | SQL): SQL =>
  sql`lower(translate(btrim(${column}), 'ÁÉÍÓÚÜÑáéíóúüñ', 'AEIOUUNaeiouun'))`;
