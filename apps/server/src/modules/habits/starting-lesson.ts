import type { TCefrLevel, TPlacementRecommendation } from '@puente/shared';
import type { DbOrTx } from '../../db/database.ts';
import { findStartingLesson } from '../catalog/index.ts';

/** The lesson a placement recommends: a step high in its level starts further into the course. */
export function recommendedLesson(
  db: DbOrTx,
  tenantId: string,
  level: TCefrLevel,
  step: number,
): Promise<TPlacementRecommendation | null> {
  return findStartingLesson(db, tenantId, level, step % 2 === 1);
}
