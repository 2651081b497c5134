import { tz } from '@date-fns/tz';
import { PROGRESS_CALENDAR_DAYS, type TLearnerProgress } from '@puente/shared';
import { formatISO, startOfDay, subDays } from 'date-fns';
import type { Actor } from '../../lib/actor.ts';
import { zoneOrUtc } from '../../lib/known-zone.ts';
import type { LearningDeps } from '../../lib/learning-deps.ts';
import { presentLearnerProgress } from './progress.presenter.ts';
import {
  courseTitles,
  exerciseTallies,
  reviewTallies,
  studySeconds,
  userTimeZone,
  weakCards,
  weakExercises,
  wordCounts,
} from './progress.repository.ts';

/**
 * GET /api/progress: the student's words learned, accuracy per skill and exercise type, study days of
 * the last six months in their time zone, minutes per course and the items they miss most. Every figure is
 * aggregated in SQL over the student's own rows of their tenant.
 */
export async function getLearnerProgress(deps: LearningDeps, actor: Actor): Promise<TLearnerProgress> {
  const { db } = deps;
  const { tenantId, userId } = actor;
  const timeZone = zoneOrUtc(await userTimeZone(db, tenantId, userId));
  const zone = tz(timeZone);
  const todayStart = startOfDay(deps.clock.now(), { in: zone });
  const fromStart = subDays(todayStart, PROGRESS_CALENDAR_DAYS - 1, { in: zone });
  const [words, exercises, reviews, seconds, weakExerciseRows, weakCardRows] = await Promise.all([
    wordCounts(db, tenantId, userId),
    exerciseTallies(db, tenantId, userId),
    reviewTallies(db, tenantId, userId),
    studySeconds(db, tenantId, userId, timeZone, new Date(fromStart.getTime())),
    weakExercises(db, tenantId, userId),
    weakCards(db, tenantId, userId),
  ]);
  const courseIds = seconds.flatMap((row) => (row.by === 'course' && row.key ? [row.key] : []));
  const titles = await courseTitles(db, tenantId, courseIds);
  return presentLearnerProgress({
    timeZone,
    today: formatISO(todayStart, { representation: 'date' }),
    from: formatISO(fromStart, { representation: 'date' }),
    words,
    exercises,
    reviews,
    seconds,
    titles,
    weakExercises: weakExerciseRows,
    weakCards: weakCardRows,
  });
}
