import type { DbOrTx } from '../db/database.ts';
import { carouselSlots } from '../db/schema/index.ts';

/** The demo landing carousel: one slot per starter course, in their order. */
export async function seedCarousel(
  db: DbOrTx,
  tenantId: string,
  courses: { id: string; title: { es: string; en: string } }[],
) {
  if (courses.length === 0) return;
  await db.insert(carouselSlots).values(
    courses.slice(0, 6).map((course, index) => ({
      tenantId,
      carouselId: 'landing',
      position: index + 1,
      titleEs: course.title.es,
      titleEn: course.title.en,
      resourceType: 'course' as const,
      resourceId: course.id,
    })),
  );
}
