import { lessonScore, type TChapterView } from '@puente/shared';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import type { LearningDeps } from '../../lib/learning-deps.ts';
import { headingsWithStats, presentExerciseSummary } from '../exercises/index.ts';
import type { CourseCatalog } from './course-catalog.ts';
import { loadLessonMarks } from './learner-marks.ts';

/** A lesson: explanation, transcript, vocabulary, its exercises with the student's status, and neighbours. */
export async function getChapter(
  deps: LearningDeps & { catalog: CourseCatalog },
  actor: Actor,
  chapterId: string,
): Promise<TChapterView> {
  const found = await deps.catalog.lessonOf(actor.tenantId, chapterId);
  // Students only reach the lessons assigned to published courses.
  if (!found || (!actor.isStaff && !(found.course.published && found.chapter.assigned))) {
    throw new AppError('chapter.not-found');
  }
  const { chapter, course, lessonIds } = found;
  const marks = await loadLessonMarks(deps.db, {
    tenantId: actor.tenantId,
    userId: actor.userId,
    chapterId: chapter.id,
    exerciseIds: found.exercises.map((exercise) => exercise.id),
  });
  const index = lessonIds.indexOf(chapter.id);
  const listed = headingsWithStats(
    found.exercises.map((exercise) => {
      const tried = marks.attempts.get(exercise.id);
      return { ...exercise, best: tried?.best ?? null, attempts: tried?.attempts ?? 0 };
    }),
  );
  const exercises = listed.exercises.map((exercise) => presentExerciseSummary(exercise, listed.stats));
  return {
    id: chapter.id,
    courseId: course.id,
    courseTitle: { es: course.titleEs, en: course.titleEn },
    position: chapter.position,
    title: { es: chapter.titleEs, en: chapter.titleEn },
    viewMode: chapter.viewMode,
    streamOrigin: chapter.streamOrigin,
    body: chapter.body,
    transcript: chapter.transcript,
    vocabulary: chapter.vocabulary,
    exercises,
    score: lessonScore(exercises),
    passPercent: course.passPercent,
    previousLessonId: lessonIds[index - 1] ?? null,
    nextLessonId: lessonIds[index + 1] ?? null,
    viewed: marks.viewed,
    completed: marks.completed,
  };
}
