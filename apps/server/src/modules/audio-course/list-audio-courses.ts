import type { TAudioCourseSummary } from '@puente/shared';
import type { Actor } from '../../lib/actor.ts';
import type { LearningDeps } from '../../lib/learning-deps.ts';
import { presentAudioCourseSummary } from './audio-course.presenter.ts';
import { listCoursesWithAudio } from './audio-course.repository.ts';

/** The MP3 course library: the visible courses that have audio lessons with a file. */
export async function listAudioCourses(deps: LearningDeps, actor: Actor): Promise<TAudioCourseSummary[]> {
  const rows = await listCoursesWithAudio(deps.db, actor.tenantId, actor.userId, actor.isStaff);
  return rows.map((row) => presentAudioCourseSummary(row.course, row.lessonCount, row.enrolled));
}
