import type { Actor } from '../../lib/actor.ts';
import type { LearningDeps } from '../../lib/learning-deps.ts';
import { trackChapter } from './track-chapter.ts';

/** POST /api/chapters/:id/view: the student opened the lesson. */
export const recordChapterView = (deps: LearningDeps, actor: Actor, chapterId: string) =>
  trackChapter(deps, actor, chapterId, false);
