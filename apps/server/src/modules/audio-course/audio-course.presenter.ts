import type { TAudioCourse, TAudioCourseSummary, TAudioPosition } from '@puente/shared';
import type { AudioPosition, Chapter, Course } from '../../db/schema/index.ts';

export const presentAudioCourseSummary = (
  course: Course,
  lessonCount: number,
  enrolled: boolean,
): TAudioCourseSummary => ({
  id: course.id,
  title: { es: course.titleEs, en: course.titleEn },
  level: course.level,
  lessonCount,
  enrolled,
});

export const presentAudioCourse = (
  course: Course,
  lessons: { chapter: Chapter; positionMs: number | null; positionUpdatedAt: Date | null }[],
): TAudioCourse => ({
  id: course.id,
  title: { es: course.titleEs, en: course.titleEn },
  level: course.level,
  lessons: lessons.map(({ chapter, positionMs, positionUpdatedAt }) => ({
    id: chapter.id,
    position: chapter.position,
    title: { es: chapter.titleEs, en: chapter.titleEn },
    streamOrigin: chapter.streamOrigin,
    positionMs: positionMs ?? 0,
    positionUpdatedAt: positionUpdatedAt?.toISOString() ?? null,
  })),
});

export const presentAudioPosition = (row: AudioPosition): TAudioPosition => ({
  chapterId: row.chapterId,
  positionMs: row.positionMs,
  updatedAt: row.updatedAt.toISOString(),
});
