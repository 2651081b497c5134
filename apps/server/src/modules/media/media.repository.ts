import type { TMediaKind } from '@puente/shared';
import { and, count, desc, eq, ilike, isNull, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { type MediaRow, media, mediaUrlKeys } from '../../db/schema/index.ts';
import { escapeLike } from '../../lib/escape-like.ts';

export type NewMedia = typeof media.$inferInsert;

export async function insertMedia(db: Database, row: NewMedia): Promise<MediaRow> {
  const [inserted] = await db.insert(media).values(row).returning();
  return inserted!;
}

/** One media row of the tenant (soft-deleted ones only when asked). */
export async function findMedia(
  db: Database,
  tenantId: string,
  id: string,
  withDeleted = false,
): Promise<MediaRow | undefined> {
  const [row] = await db
    .select()
    .from(media)
    .where(
      and(eq(media.tenantId, tenantId), eq(media.id, id), withDeleted ? undefined : isNull(media.deletedAt)),
    )
    .limit(1);
  return row;
}

/** `%`, `_` and `\` match themselves in a search. */
const likePattern = (text: string) => `%${escapeLike(text)}%`;

/** A page of the tenant's live media, newest first, with the total that match. */
export async function listMediaPage(
  db: Database,
  tenantId: string,
  filter: { kind?: TMediaKind; search?: string; skip: number; take: number },
): Promise<{ rows: MediaRow[]; total: number }> {
  const conditions: (SQL | undefined)[] = [eq(media.tenantId, tenantId), isNull(media.deletedAt)];
  if (filter.kind) conditions.push(eq(media.kind, filter.kind));
  if (filter.search?.trim()) conditions.push(ilike(media.originalName, likePattern(filter.search.trim())));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(media)
      .where(where)
      .orderBy(desc(media.createdAt), desc(media.id))
      .offset(filter.skip)
      .limit(filter.take),
    db.select({ n: count() }).from(media).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function setMediaDeletedAt(db: Database, tenantId: string, id: string, at: Date) {
  const [row] = await db
    .update(media)
    .set({ deletedAt: at })
    .where(and(eq(media.tenantId, tenantId), eq(media.id, id), isNull(media.deletedAt)))
    .returning({ id: media.id, deletedAt: media.deletedAt });
  return row;
}

/** The secret that signs content addresses (made by the migration). */
export async function readMediaUrlSecret(db: Database): Promise<string> {
  const [row] = await db
    .select({ secret: mediaUrlKeys.secret })
    .from(mediaUrlKeys)
    .where(eq(mediaUrlKeys.id, 1));
  if (!row) throw new Error('media_url_keys has no key: run the migrations');
  return row.secret;
}
