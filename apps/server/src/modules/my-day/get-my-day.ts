import type { TMyDay } from '@puente/shared';
import type { Actor } from '../../lib/actor.ts';
import type { LearningDeps } from '../../lib/learning-deps.ts';
import { minutesStudied } from '../activity/index.ts';
import { findResumeLesson } from '../catalog/index.ts';
import { getHabitDay, isOnboardingPending } from '../habits/index.ts';
import { reviewsDueToday } from '../reviews/index.ts';

/**
 * GET /api/my-day: the student's day for the home page in one call: the lesson to continue, the reviews
 * due today, the minutes studied this week (since Monday in the student's time zone), the daily goal and
 * streak, and whether the student is still to be onboarded.
 */
export async function getMyDay(deps: LearningDeps, actor: Actor): Promise<TMyDay> {
  const [resume, today, habit, onboardingPending] = await Promise.all([
    findResumeLesson(deps.db, actor.tenantId, actor.userId),
    reviewsDueToday(deps, actor),
    getHabitDay(deps, actor),
    isOnboardingPending(deps.db, actor.tenantId, actor.userId),
  ]);
  const minutesThisWeek = await minutesStudied(deps.db, actor.tenantId, actor.userId, today.day.weekStart);
  return {
    resume: resume && {
      courseId: resume.courseId,
      chapterId: resume.chapterId,
      courseTitle: { es: resume.courseTitleEs, en: resume.courseTitleEn },
      chapterTitle: { es: resume.chapterTitleEs, en: resume.chapterTitleEn },
    },
    reviewsDue: today.dueToday,
    minutesThisWeek,
    habit,
    onboardingPending,
  };
}
