import { sql } from 'drizzle-orm';
import { timestamp, uuid } from 'drizzle-orm/pg-core';
import { v7 as uuidv7 } from 'uuid';

/** Primary key: a UUID v7 made by the app. */
export const id = () =>
  uuid('id')
    .primaryKey()
    .$defaultFn(() => uuidv7());

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`);
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`)
    .$onUpdateFn(() => new Date());
/** Soft delete marker: rows with a value are hidden and can be recovered. */
export const deletedAt = () => timestamp('deleted_at', { withTimezone: true });

/** A new UUID v7, for rows written with raw SQL (the column default is only applied through Drizzle). */
export const newId = () => uuidv7();
