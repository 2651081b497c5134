import { z } from 'zod';
import type { TExerciseType } from './exercise-definition.ts';

/** What an exam question measures: the certificate shows the score per skill. */
export const EXAM_SKILLS = ['reading', 'listening', 'grammar', 'vocabulary'] as const;
export const ZExamSkill = z.enum(EXAM_SKILLS);
export type TExamSkill = z.infer<typeof ZExamSkill>;

/** The skill a question measures when staff did not say: what its exercise type practises most. */
export function defaultExamSkill(type: TExerciseType): TExamSkill {
  switch (type) {
    case 'listening':
      return 'listening';
    case 'matching':
      return 'vocabulary';
    case 'single-choice':
    case 'multiple-choice':
      return 'reading';
    default:
      return 'grammar';
  }
}

/** The mean score (0–100) of a certificate's questions of one skill. */
export const ZSkillScore = z.object({ skill: ZExamSkill, score: z.number().int().min(0).max(100) });
export type TSkillScore = z.infer<typeof ZSkillScore>;
