import type { TCourseItem, TCourseTeaching } from '@puente/shared';
import type { Course } from '../../../db/schema/index.ts';

/** A course as the authoring calls answer it. */
export function presentCourseItem(
  course: Course,
  chapterIds: string[],
  teaching: TCourseTeaching,
): TCourseItem {
  return {
    id: course.id,
    key: course.key,
    version: course.version,
    title: { es: course.titleEs, en: course.titleEn },
    description: { es: course.descriptionEs, en: course.descriptionEn },
    level: course.level,
    coverImage: course.coverImage,
    order: course.presentationOrder,
    locale: course.locale,
    published: course.published,
    passPercent: course.passPercent,
    chapterIds,
    teaching,
    createdAt: course.createdAt.toISOString(),
    updatedAt: course.updatedAt.toISOString(),
    deletedAt: course.deletedAt?.toISOString() ?? null,
  };
}
