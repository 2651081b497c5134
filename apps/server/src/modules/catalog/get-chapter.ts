import { lessonScore, type TChapterView } from '@puente/shared';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import type { LearningDeps } from '../../lib/learning-deps.ts';
import { headingsWithStats, presentExerciseSummary } from '../exercises/index.ts';
import { findVisibleChapterView } from './chapters.repository.ts';

/** A lesson: explanation, transcript, vocabulary, its exercises with the student's status, and neighbours. */
export async function getChapter(deps: LearningDeps, actor: Actor, chapterId: string): Promise<TChapterView> {
  const found = await findVisibleChapterView(deps.db, actor.tenantId, actor.userId, chapterId, actor.isStaff);
  if (!found) throw new AppError('chapter.not-found');
  const { chapter, course, lessonIds } = found;
  const index = lessonIds.indexOf(chapter.id);
  const listed = headingsWithStats(found.exercises);
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
