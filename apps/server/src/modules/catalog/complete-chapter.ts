import type { Actor } from '../../lib/actor.ts';
import type { LearningDeps } from '../../lib/learning-deps.ts';
import { trackChapter } from './track-chapter.ts';

/** POST /api/chapters/:id/complete: the student finished the lesson (the first completion time is kept). */
export const completeChapter = (deps: LearningDeps, actor: Actor, chapterId: string) =>
  trackChapter(deps, actor, chapterId, true);
