import type { TSuspendedCard } from '@puente/shared';
import type { Actor } from '../../../lib/actor.ts';
import type { LearningDeps } from '../../../lib/learning-deps.ts';
import { listSuspended } from './review-hygiene.repository.ts';

/** GET /api/reviews/suspended: the student's suspended cards (leeches), each with how often it was failed. */
export async function listSuspendedCards(deps: LearningDeps, actor: Actor): Promise<TSuspendedCard[]> {
  const rows = await listSuspended(deps.db, actor.tenantId, actor.userId);
  return rows.map((row) => ({
    id: row.id,
    direction: row.direction,
    en: row.en,
    es: row.es,
    leech: row.leech,
    fails: row.fails,
    suspendedAt: (row.suspendedAt ?? new Date(0)).toISOString(),
  }));
}
