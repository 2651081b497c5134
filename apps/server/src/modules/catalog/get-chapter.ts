import { lessonScore, type TChapterView } from '@puente/shared';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import type { LearningDeps } from '../../lib/learning-deps.ts';
import { listLessonExercisesWithStats, presentExerciseSummary } from '../exercises/index.ts';
import { findVisibleChapterView } from './chapters.repository.ts';

/** A lesson: explanation, transcript, vocabulary, its exercises with the student's status, and neighbours. */
export async function getChapter(deps: LearningDeps, actor: Actor, chapterId: string): Promise<TChapterView> {
  const { db } = deps;
  // Both in flight at once: the exercises query checks the same visibility.
  const [found, listed] = await Promise.all([
    findVisibleChapterView(db, actor.tenantId, actor.userId, chapterId, actor.isStaff),
    listLessonExercisesWithStats(db, actor.tenantId, actor.userId, actor.isStaff, chapterId),
  ]);
  if (!found) throw new AppError('chapter.not-found');
  const { chapter, course, lessonIds } = found;
  const index = lessonIds.indexOf(chapter.id);
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
    viewed: found.viewed,
    completed: found.completed,
  };
}
