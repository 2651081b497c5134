import { EXAM_SKILLS, type TExamSkill, type TSkillScore } from '@puente/shared';
import type { AttemptReview } from '../../db/schema/index.ts';

/**
 * The score per skill over the reviews of the passed attempts (one per exam): the mean score of the
 * questions that measure each skill, rounded, in the skills' fixed order. Skills no question measured
 * are left out.
 */
export function skillScores(reviews: AttemptReview[]): TSkillScore[] {
  const totals = new Map<TExamSkill, { sum: number; count: number }>();
  for (const review of reviews) {
    for (const result of review.results) {
      const total = totals.get(result.skill) ?? { sum: 0, count: 0 };
      total.sum += result.score;
      total.count += 1;
      totals.set(result.skill, total);
    }
  }
  return EXAM_SKILLS.flatMap((skill) => {
    const total = totals.get(skill);
    return total ? [{ skill, score: Math.round(total.sum / total.count) }] : [];
  });
}
