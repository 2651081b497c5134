import type { TCefrLevel } from '@puente/shared';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { courses } from '../../db/schema/index.ts';
import { lessonsOf } from './courses.repository.ts';

const LEVELS: readonly TCefrLevel[] = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'];

/**
 * Where a student placed at a level starts: the school's first published course (presentation order) of
 * that level, else of the nearest level below, else of the nearest above; its first lesson, or its middle
 * one for a student placed high in the level (`advanced`). Courses without lessons are passed over.
 * Null when the school has no such course.
 */
export async function findStartingLesson(db: DbOrTx, tenantId: string, level: TCefrLevel, advanced: boolean) {
  const published = await db
    .select({
      id: courses.id,
      level: courses.level,
      titleEs: courses.titleEs,
      titleEn: courses.titleEn,
    })
    .from(courses)
    .where(and(eq(courses.tenantId, tenantId), isNull(courses.deletedAt), eq(courses.published, true)))
    .orderBy(asc(courses.presentationOrder), asc(courses.titleEs));
  if (published.length === 0) return null;
  const wanted = LEVELS.indexOf(level);
  const distance = (courseLevel: TCefrLevel) => {
    const index = LEVELS.indexOf(courseLevel);
    // Below the level first (the student revises), then above.
    return index <= wanted ? (wanted - index) * 2 : (index - wanted) * 2 + 1;
  };
  const ranked = [...published].sort((a, b) => distance(a.level) - distance(b.level));
  const lessons = await lessonsOf(
    db,
    tenantId,
    ranked.map((course) => course.id),
  );
  for (const course of ranked) {
    const ofCourse = lessons.filter((lesson) => lesson.courseId === course.id);
    if (ofCourse.length === 0) continue;
    const lesson = ofCourse[advanced && course.level === level ? Math.floor(ofCourse.length / 2) : 0]!;
    return {
      courseId: course.id,
      chapterId: lesson.id,
      level: course.level,
      courseTitle: { es: course.titleEs, en: course.titleEn },
      chapterTitle: { es: lesson.titleEs, en: lesson.titleEn },
    };
  }
  return null;
}
