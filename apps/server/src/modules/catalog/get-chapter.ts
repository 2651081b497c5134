import type { TChapterView } from '@puente/shared';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import type { LearningDeps } from '../../lib/learning-deps.ts';
import { exerciseAttemptStats, listVisibleExercises, presentExerciseSummary } from '../exercises/index.ts';
import { findChapterProgress, findVisibleChapter, lessonIdsOf } from './chapters.repository.ts';

/** A lesson: explanation, transcript, vocabulary, its exercises with the student's status, and neighbours. */
export async function getChapter(deps: LearningDeps, actor: Actor, chapterId: string): Promise<TChapterView> {
  const { db } = deps;
  const found = await findVisibleChapter(db, actor.tenantId, chapterId, actor.isStaff);
  if (!found) throw new AppError('chapter.not-found');
  const { chapter, course } = found;
  const [lessonIds, progress, rows] = await Promise.all([
    lessonIdsOf(db, actor.tenantId, course.id),
    findChapterProgress(db, actor.userId, chapter.id),
    listVisibleExercises(db, actor.tenantId, actor.isStaff, { chapterId: chapter.id }),
  ]);
  const stats = await exerciseAttemptStats(
    db,
    actor.tenantId,
    actor.userId,
    rows.map((row) => row.exercise.id),
  );
  const index = lessonIds.indexOf(chapter.id);
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
    exercises: rows.map((row) => presentExerciseSummary(row.exercise, stats)),
    previousLessonId: lessonIds[index - 1] ?? null,
    nextLessonId: lessonIds[index + 1] ?? null,
    viewed: Boolean(progress),
    completed: Boolean(progress?.completedAt),
  };
}
