import type { TAudioPosition, TAudioPositionBody } from '@puente/shared';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import type { LearningDeps } from '../../lib/learning-deps.ts';
import { presentAudioPosition } from './audio-course.presenter.ts';
import { findAudioLesson, upsertAudioPosition } from './audio-course.repository.ts';

/** Keeps where the user stopped in an audio lesson of a visible course (404 chapter.mp3-not-found). */
export async function saveAudioPosition(
  deps: LearningDeps,
  actor: Actor,
  chapterId: string,
  body: TAudioPositionBody,
): Promise<TAudioPosition> {
  const lesson = await findAudioLesson(deps.db, actor.tenantId, chapterId, actor.isStaff);
  if (!lesson) throw new AppError('chapter.mp3-not-found');
  const saved = await upsertAudioPosition(deps.db, {
    tenantId: actor.tenantId,
    userId: actor.userId,
    chapterId: lesson.id,
    positionMs: body.positionMs,
    updatedAt: deps.clock.now(),
  });
  return presentAudioPosition(saved);
}
