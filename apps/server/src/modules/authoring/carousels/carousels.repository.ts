import type { TCarouselResourceType } from '@puente/shared';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/database.ts';
import { type CarouselSlot, carouselSlots, chapters, courses, exams } from '../../../db/schema/index.ts';
import { liveValueTaken } from '../../../lib/resource-kit/live-value-taken.ts';

/** The unique indexes of carousel slots and the form field each guards. */
export const CAROUSEL_UNIQUE_FIELDS = {
  carousel_slots_title_live_key: 'title.es',
  carousel_slots_position_live_key: 'position',
};

/** Whether a live slot of the carousel (other than `excludeId`) has the Spanish title. */
export function slotTitleTaken(
  db: DbOrTx,
  scope: { tenantId: string; carouselId: string },
  value: string,
  excludeId?: string,
) {
  return liveValueTaken(db, carouselSlots, {
    tenantId: scope.tenantId,
    scope: eq(carouselSlots.carouselId, scope.carouselId),
    columns: [carouselSlots.titleEs],
    value,
    excludeId,
  });
}

/** The first position from 1 to `slots` no live slot of the carousel holds, or null when all are taken. */
export async function freePosition(db: DbOrTx, tenantId: string, carouselId: string, slots: number) {
  const taken = await db
    .select({ position: carouselSlots.position })
    .from(carouselSlots)
    .where(
      and(
        eq(carouselSlots.tenantId, tenantId),
        eq(carouselSlots.carouselId, carouselId),
        isNull(carouselSlots.deletedAt),
      ),
    );
  const used = new Set(taken.map((row) => row.position));
  for (let position = 1; position <= slots; position += 1) if (!used.has(position)) return position;
  return null;
}

export async function insertSlot(
  db: DbOrTx,
  values: typeof carouselSlots.$inferInsert,
): Promise<CarouselSlot> {
  const [row] = await db.insert(carouselSlots).values(values).returning();
  return row!;
}

/** Whether the tenant has a live course, lesson or exam with the id. */
export async function resourceExists(db: DbOrTx, tenantId: string, type: TCarouselResourceType, id: string) {
  const table = type === 'course' ? courses : type === 'chapter' ? chapters : exams;
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.tenantId, tenantId), eq(table.id, id), isNull(table.deletedAt)))
    .limit(1);
  return Boolean(row);
}

/**
 * The live slots of a carousel a visitor may follow, in order: addresses, and courses, lessons and
 * exams of published live courses (a lesson also assigned), with the course of a lesson for its link.
 */
export async function visibleSlots(db: DbOrTx, tenantId: string, carouselId: string) {
  return db
    .select({
      slot: carouselSlots,
      lessonCourseId: sql<
        string | null
      >`(select ch.course_id from chapters ch where ch.id = ${carouselSlots.resourceId})`,
    })
    .from(carouselSlots)
    .where(
      and(
        eq(carouselSlots.tenantId, tenantId),
        eq(carouselSlots.carouselId, carouselId),
        isNull(carouselSlots.deletedAt),
        sql`(
          ${carouselSlots.resourceType} = 'url'
          or (${carouselSlots.resourceType} = 'course' and exists (
            select 1 from courses c where c.id = ${carouselSlots.resourceId} and c.tenant_id = ${tenantId}
              and c.deleted_at is null and c.published))
          or (${carouselSlots.resourceType} = 'chapter' and exists (
            select 1 from chapters ch join courses c on c.id = ch.course_id
            where ch.id = ${carouselSlots.resourceId} and ch.tenant_id = ${tenantId}
              and ch.deleted_at is null and ch.assigned and c.deleted_at is null and c.published))
          or (${carouselSlots.resourceType} = 'exam' and exists (
            select 1 from exams e join courses c on c.id = e.course_id
            where e.id = ${carouselSlots.resourceId} and e.tenant_id = ${tenantId}
              and e.deleted_at is null and c.deleted_at is null and c.published)))`,
      ),
    )
    .orderBy(asc(carouselSlots.position));
}
