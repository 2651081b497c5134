import type { LearningDeps, Viewer } from './learning-context.ts';
import { trackChapter } from './track-chapter.ts';

/** POST /api/chapters/:id/view: the student opened the lesson. */
export const recordChapterView = (deps: LearningDeps, viewer: Viewer, chapterId: string) =>
  trackChapter(deps, viewer, chapterId, false);
