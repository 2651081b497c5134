import type { Actor } from '../../../lib/actor.ts';
import type { LearningDeps } from '../../../lib/learning-deps.ts';
import { finishOnboarding } from '../habits.repository.ts';

/** POST /api/onboarding/skip: "Omitir": the onboarding is not offered again (a finished one stays as it is). */
export async function skipOnboarding(deps: LearningDeps, actor: Actor): Promise<void> {
  await finishOnboarding(deps.db, actor.tenantId, actor.userId, 'skipped');
}
