import type { TCourseDetail, TCourseSummary, TLessonSummary } from '@puente/shared';
import type { Course } from '../../db/schema/index.ts';
import { resumeLessonId } from './resume-lesson.ts';

export type LessonRow = {
  id: string;
  courseId: string;
  position: number;
  titleEs: string;
  titleEn: string;
  viewMode: TLessonSummary['viewMode'];
  exerciseCount: number;
};
export type ProgressRow = { chapterId: string; lastViewedAt: Date; completedAt: Date | null };
export type ExamRow = {
  exam: { id: string; titleEs: string; titleEn: string; passMark: number; timeLimitMinutes: number | null };
  questionCount: number;
};

/** Completed lessons over live lessons (in their order), the lesson viewed last and the one to resume. */
export function courseProgress(lessons: { id: string }[], progress: ProgressRow[]) {
  const live = new Set(lessons.map((lesson) => lesson.id));
  const mine = progress.filter((row) => live.has(row.chapterId));
  const completedLessons = mine.filter((row) => row.completedAt).length;
  const last = mine.reduce<ProgressRow | null>(
    (latest, row) => (!latest || row.lastViewedAt > latest.lastViewedAt ? row : latest),
    null,
  );
  return {
    lessonCount: lessons.length,
    completedLessons,
    progress: lessons.length ? Math.round((100 * completedLessons) / lessons.length) : 0,
    lastLessonId: last?.chapterId ?? null,
    resumeLessonId: resumeLessonId(lessons, mine),
  };
}

export function presentCourseSummary(
  course: Course,
  lessons: LessonRow[],
  progress: ProgressRow[],
  enrolled: boolean,
): TCourseSummary {
  return {
    id: course.id,
    key: course.key,
    title: { es: course.titleEs, en: course.titleEn },
    description: { es: course.descriptionEs, en: course.descriptionEn },
    level: course.level,
    coverImage: course.coverImage,
    order: course.presentationOrder,
    locale: course.locale,
    published: course.published,
    ...courseProgress(lessons, progress),
    enrolled,
    deletedAt: course.deletedAt?.toISOString() ?? null,
  };
}

export function presentCourseDetail(
  course: Course,
  lessons: LessonRow[],
  progress: ProgressRow[],
  enrolled: boolean,
  examRows: ExamRow[],
): TCourseDetail {
  const byChapter = new Map(progress.map((row) => [row.chapterId, row]));
  return {
    ...presentCourseSummary(course, lessons, progress, enrolled),
    passPercent: course.passPercent,
    lessons: lessons.map((lesson) => ({
      id: lesson.id,
      position: lesson.position,
      title: { es: lesson.titleEs, en: lesson.titleEn },
      viewMode: lesson.viewMode,
      exerciseCount: lesson.exerciseCount,
      viewed: byChapter.has(lesson.id),
      completed: Boolean(byChapter.get(lesson.id)?.completedAt),
    })),
    exams: examRows.map(({ exam, questionCount }) => ({
      id: exam.id,
      title: { es: exam.titleEs, en: exam.titleEn },
      passMark: exam.passMark,
      timeLimitMinutes: exam.timeLimitMinutes,
      questionCount,
    })),
  };
}
