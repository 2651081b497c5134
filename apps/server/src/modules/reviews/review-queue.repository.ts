import { REVIEW_SETTINGS_DEFAULTS, type TReviewSettings } from '@puente/shared';
import type { DbOrTx } from '../../db/database.ts';
import { type RawStatement, rawRows } from '../../db/raw-query.ts';
import type { ReviewCard } from '../../db/schema/index.ts';

/**
 * A card's columns as the queue statement writes them (JSON: instants as text), but its tenant and user,
 * which the reader knows: a queue reads up to sixty candidates to send twelve.
 */
const cardJson = `json_build_object(
  'id', r.id, 'wordKey', r.word_key, 'direction', r.direction,
  'en', r.en, 'es', r.es, 'example', r.example, 'exampleEs', r.example_es, 'source', r.source,
  'chapterId', r.chapter_id, 'dictionaryEntryId', r.dictionary_entry_id, 'due', r.due,
  'stability', r.stability, 'difficulty', r.difficulty, 'elapsedDays', r.elapsed_days,
  'scheduledDays', r.scheduled_days, 'learningSteps', r.learning_steps, 'reps', r.reps, 'lapses', r.lapses,
  'state', r.state, 'lastReview', r.last_review, 'version', r.version, 'buriedUntil', r.buried_until,
  'suspendedAt', r.suspended_at, 'leech', r.leech, 'createdAt', r.created_at)`;

/** Shown now: not suspended, and not buried (a sibling answered today) past `$3`. */
const showable = '(r.suspended_at is null and (r.buried_until is null or r.buried_until <= $3::timestamptz))';

/**
 * Everything the queue and the day's counts need, in one round trip (decision 0168): the student's time
 * zone and settings; new cards started since the day began ($4); the words left today (a learned card due
 * before the day ends, $5, or only new cards), shown now ($3); the learned cards due by $6 (at most $7,
 * earliest first) and the new ones (at most $8, oldest first); and when the next card can be shown, for
 * new cards both from now and from the day's end (the daily limit decides which applies).
 * Each part reads the student's cards through the tenant and user's index.
 */
const queueSnapshot: RawStatement = {
  name: 'reviews.queue-snapshot',
  text: `
    select u.time_zone as "timeZone", s.desired_retention as "desiredRetention",
      s.daily_new_cards as "dailyNewCards",
      (select count(*)::int from review_logs l
        where l.tenant_id = $1 and l.user_id = $2 and l.state_before = 0 and l.reviewed_at >= $4::timestamptz)
        as started,
      words.learned as "learnedWords", words.fresh as "freshWords", every.total,
      every.next_learned as "nextLearned", every.next_fresh_now as "nextFreshNow",
      every.next_fresh_tomorrow as "nextFreshTomorrow",
      (select coalesce(json_agg(c.card order by c.due, c.id), '[]') from (
        select ${cardJson} as card, r.due, r.id from review_cards r
        where r.tenant_id = $1 and r.user_id = $2 and r.state <> 0 and r.due <= $6::timestamptz and ${showable}
        order by r.due, r.id limit $7) c) as learned,
      (select coalesce(json_agg(c.card order by c.created_at, c.word_key, c.direction desc), '[]') from (
        select ${cardJson} as card, r.created_at, r.word_key, r.direction from review_cards r
        where r.tenant_id = $1 and r.user_id = $2 and r.state = 0 and ${showable}
        order by r.created_at, r.word_key, r.direction desc limit $8) c) as fresh
    from users u
    left join review_settings s on s.user_id = u.id and s.tenant_id = u.tenant_id
    cross join (
      select count(*) filter (where w.learned)::int as learned, count(*) filter (where not w.learned)::int as fresh
      from (
        select r.word_key, bool_or(r.state <> 0) as learned from review_cards r
        where r.tenant_id = $1 and r.user_id = $2 and ${showable}
          and (r.state = 0 or r.due < $5::timestamptz)
        group by r.word_key
      ) w
    ) words
    cross join (
      select count(*)::int as total,
        min(greatest(r.due, r.buried_until)) filter (where r.state <> 0 and r.suspended_at is null)
          as next_learned,
        min(greatest($3::timestamptz, r.buried_until)) filter (where r.state = 0 and r.suspended_at is null)
          as next_fresh_now,
        min(greatest($5::timestamptz, r.buried_until)) filter (where r.state = 0 and r.suspended_at is null)
          as next_fresh_tomorrow
      from review_cards r where r.tenant_id = $1 and r.user_id = $2
    ) every
    where u.id = $2 and u.tenant_id = $1`,
};

/** A candidate card as the statement answers it: made a ReviewCard (reviewCardOf) only once it is sent. */
export type QueuedCard = Omit<
  ReviewCard,
  'tenantId' | 'userId' | 'due' | 'lastReview' | 'buriedUntil' | 'suspendedAt' | 'createdAt'
> & {
  due: string;
  lastReview: string | null;
  buriedUntil: string | null;
  suspendedAt: string | null;
  createdAt: string;
};

type SnapshotRow = {
  timeZone: string | null;
  desiredRetention: number | null;
  dailyNewCards: number | null;
  started: number;
  learnedWords: number;
  freshWords: number;
  total: number;
  nextLearned: Date | string | null;
  nextFreshNow: Date | string | null;
  nextFreshTomorrow: Date | string | null;
  learned: QueuedCard[];
  fresh: QueuedCard[];
};

const dateOf = (value: Date | string | null): Date | null => (value === null ? null : new Date(value));

/** A candidate card of the queue of `owner` as the card it is. */
export const reviewCardOf = (card: QueuedCard, owner: { tenantId: string; userId: string }): ReviewCard => ({
  ...card,
  tenantId: owner.tenantId,
  userId: owner.userId,
  due: new Date(card.due),
  lastReview: dateOf(card.lastReview),
  buriedUntil: dateOf(card.buriedUntil),
  suspendedAt: dateOf(card.suspendedAt),
  createdAt: new Date(card.createdAt),
});

export type QueueSnapshot = {
  timeZone: string | null;
  settings: TReviewSettings;
  /** New cards rated for the first time since the day began. */
  started: number;
  /** Words left today as the queue shows them: with a learned card due, and with only new cards. */
  due: { learned: number; fresh: number; total: number };
  /** The candidates, in the queue's order (reviewCardOf makes each a card). */
  learned: QueuedCard[];
  fresh: QueuedCard[];
  /** When the next card can be shown: a learned one, and a new one from now or from the day's end. */
  next: { learned: Date | null; freshNow: Date | null; freshTomorrow: Date | null };
};

/** The queue's reads in one statement; null when the user is not in the tenant. */
export async function readQueueSnapshot(
  db: DbOrTx,
  input: {
    tenantId: string;
    userId: string;
    now: Date;
    dayStart: Date;
    dayEnd: Date;
    learnedUntil: Date;
    learnedLimit: number;
    freshLimit: number;
  },
): Promise<QueueSnapshot | null> {
  const [row] = await rawRows<SnapshotRow>(db, queueSnapshot, [
    input.tenantId,
    input.userId,
    input.now.toISOString(),
    input.dayStart.toISOString(),
    input.dayEnd.toISOString(),
    input.learnedUntil.toISOString(),
    input.learnedLimit,
    input.freshLimit,
  ]);
  if (!row) return null;
  return {
    timeZone: row.timeZone,
    settings: {
      desiredRetention: row.desiredRetention ?? REVIEW_SETTINGS_DEFAULTS.desiredRetention,
      dailyNewCards: row.dailyNewCards ?? REVIEW_SETTINGS_DEFAULTS.dailyNewCards,
    },
    started: row.started,
    due: { learned: row.learnedWords, fresh: row.freshWords, total: row.total },
    learned: row.learned,
    fresh: row.fresh,
    next: {
      learned: dateOf(row.nextLearned),
      freshNow: dateOf(row.nextFreshNow),
      freshTomorrow: dateOf(row.nextFreshTomorrow),
    },
  };
}
