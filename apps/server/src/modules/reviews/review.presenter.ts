import type { TReviewCard, TReviewIntervals } from '@puente/shared';
import type { ReviewCard } from '../../db/schema/index.ts';

/** What the session shows of a stored card. */
export type ShownCard = Pick<
  ReviewCard,
  | 'id'
  | 'direction'
  | 'en'
  | 'es'
  | 'example'
  | 'exampleEs'
  | 'source'
  | 'state'
  | 'due'
  | 'reps'
  | 'lapses'
  | 'version'
  | 'leech'
>;

/** A card as the session shows it, with the next interval of each rating. */
export const presentCard = (row: ShownCard, intervals: TReviewIntervals): TReviewCard => ({
  id: row.id,
  direction: row.direction,
  en: row.en,
  es: row.es,
  example: row.example,
  exampleEs: row.exampleEs,
  source: row.source,
  state: row.state as TReviewCard['state'],
  due: row.due.toISOString(),
  reps: row.reps,
  lapses: row.lapses,
  version: row.version,
  intervals,
  leech: row.leech,
});
