import type { TCarouselItem, TPublicCarousel } from '@puente/shared';
import type { CarouselSlot } from '../../../db/schema/index.ts';

export function presentCarouselItem(slot: CarouselSlot): TCarouselItem {
  return {
    id: slot.id,
    version: slot.version,
    carouselId: slot.carouselId,
    position: slot.position,
    title: { es: slot.titleEs, en: slot.titleEn },
    resourceType: slot.resourceType,
    resourceId: slot.resourceId,
    resourceUrl: slot.resourceUrl,
    createdAt: slot.createdAt.toISOString(),
    updatedAt: slot.updatedAt.toISOString(),
    deletedAt: slot.deletedAt?.toISOString() ?? null,
  };
}

/** Where a slot leads in the app (the pages of a course, a lesson, an exam) or its own address. */
function hrefOf(slot: CarouselSlot, lessonCourseId: string | null): string {
  switch (slot.resourceType) {
    case 'course':
      return `/lessons/${slot.resourceId}`;
    case 'chapter':
      return `/lessons/${lessonCourseId}/${slot.resourceId}`;
    case 'exam':
      return `/exams/${slot.resourceId}`;
    case 'url':
      return slot.resourceUrl;
  }
}

export function presentPublicCarousel(
  carouselId: string,
  rows: { slot: CarouselSlot; lessonCourseId: string | null }[],
): TPublicCarousel {
  return {
    carouselId,
    slots: rows.map(({ slot, lessonCourseId }) => ({
      id: slot.id,
      position: slot.position,
      title: { es: slot.titleEs, en: slot.titleEn },
      resourceType: slot.resourceType,
      resourceId: slot.resourceId,
      href: hrefOf(slot, lessonCourseId),
    })),
  };
}
