import type { LearningDeps, Viewer } from './learning-context.ts';
import { trackChapter } from './track-chapter.ts';

/** POST /api/chapters/:id/complete: the student finished the lesson (the first completion time is kept). */
export const completeChapter = (deps: LearningDeps, viewer: Viewer, chapterId: string) =>
  trackChapter(deps, viewer, chapterId, true);
