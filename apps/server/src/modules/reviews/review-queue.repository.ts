import { REVIEW_SETTINGS_DEFAULTS, type TReviewSettings } from '@puente/shared';
import type { DbOrTx } from '../../db/database.ts';
import { type RawStatement, rawRows } from '../../db/raw-query.ts';
import type { ShownCard } from './review.presenter.ts';
import type { SchedulableCard } from './schedule/review-scheduler.ts';

/** A card of the batch: what the answer shows and the scheduler reads. */
type QueueCard = ShownCard & SchedulableCard;

/**
 * A card as the queue sends it and schedules it: what the answer shows and what the scheduler reads, not
 * the columns that only picked it (its word, its burial) nor its tenant and user. Each field's column, in
 * the order the statement writes them: a JSON array, not an object, since the 19 keys an object repeats for
 * every card were a sixth of the statement's time (decision 0184). `queueCardOf` reads it in this order.
 */
const cardColumns = {
  id: 'r.id',
  direction: 'r.direction',
  en: 'r.en',
  es: 'r.es',
  example: 'r.example',
  exampleEs: 'r.example_es',
  source: 'r.source',
  due: 'r.due',
  stability: 'r.stability',
  difficulty: 'r.difficulty',
  elapsedDays: 'r.elapsed_days',
  scheduledDays: 'r.scheduled_days',
  learningSteps: 'r.learning_steps',
  reps: 'r.reps',
  lapses: 'r.lapses',
  state: 'r.state',
  lastReview: 'r.last_review',
  version: 'r.version',
  leech: 'r.leech',
} satisfies Record<keyof QueueCard, string>;
const cardFields = Object.keys(cardColumns) as (keyof QueueCard)[];
const cardJson = `json_build_array(${Object.values(cardColumns).join(', ')})`;

/** Shown now: not suspended, and not buried (a sibling answered today) past `$3`. */
const showable = '(r.suspended_at is null and (r.buried_until is null or r.buried_until <= $3::timestamptz))';

/**
 * Everything the queue and the day's counts need, in one round trip (decision 0168), reading the student's
 * cards once (their narrow columns, through the tenant and user's index): the student's time zone and
 * settings; new cards started since the day began ($4); the words left today (a learned card due before
 * the day ends, $5, or only new cards), shown now ($3); and when the next card can be shown, for new cards
 * both from now and from the day's end (the daily limit decides which applies).
 * The batch is picked here too (decision 0177), one card per word so that a word's cards (its siblings)
 * never share it: the learned cards due by $6, earliest first, at most $7; then new ones, oldest first,
 * of words not already in it, as many as the batch has room for and the daily limit allows (the
 * student's, else $8). Only the cards sent are written out whole.
 */
const queueSnapshot: RawStatement = {
  name: 'reviews.queue-snapshot',
  text: `
    with mine as materialized (
      select r.id, r.word_key, r.direction, r.state, r.due, r.created_at, r.buried_until, r.suspended_at,
        ${showable} as shown
      from review_cards r where r.tenant_id = $1 and r.user_id = $2
    ),
    me as materialized (
      select u.time_zone, s.desired_retention, s.daily_new_cards,
        (select count(*)::int from review_logs l
          where l.tenant_id = $1 and l.user_id = $2 and l.state_before = 0 and l.reviewed_at >= $4::timestamptz)
          as started
      from users u
      left join review_settings s on s.user_id = u.id and s.tenant_id = u.tenant_id
      where u.id = $2 and u.tenant_id = $1
    ),
    learned as materialized (
      select w.id, w.word_key, w.due from (
        select distinct on (m.word_key) m.id, m.word_key, m.due from mine m
        where m.shown and m.state <> 0 and m.due <= $6::timestamptz
        order by m.word_key, m.due, m.id
      ) w
      order by w.due, w.id limit $7
    ),
    fresh as materialized (
      select w.id, w.created_at, w.word_key, w.direction from (
        select distinct on (m.word_key) m.id, m.created_at, m.word_key, m.direction from mine m
        where m.shown and m.state = 0 and m.word_key not in (select l.word_key from learned l)
        order by m.word_key, m.created_at, m.direction desc
      ) w
      order by w.created_at, w.word_key, w.direction desc
      limit (select greatest(0, least($7 - (select count(*) from learned),
        coalesce(me.daily_new_cards, $8) - me.started)) from me)
    )
    select me.time_zone as "timeZone", me.desired_retention as "desiredRetention",
      me.daily_new_cards as "dailyNewCards", me.started,
      words.learned as "learnedWords", words.fresh as "freshWords", every.total,
      every.next_learned as "nextLearned", every.next_fresh_now as "nextFreshNow",
      every.next_fresh_tomorrow as "nextFreshTomorrow",
      (select coalesce(json_agg(${cardJson} order by l.due, l.id), '[]')
        from learned l join review_cards r on r.id = l.id and r.tenant_id = $1) as learned,
      (select coalesce(json_agg(${cardJson} order by f.created_at, f.word_key, f.direction desc), '[]')
        from fresh f join review_cards r on r.id = f.id and r.tenant_id = $1) as fresh
    from me
    cross join (
      select count(*) filter (where w.learned)::int as learned, count(*) filter (where not w.learned)::int as fresh
      from (
        select m.word_key, bool_or(m.state <> 0) as learned from mine m
        where m.shown and (m.state = 0 or m.due < $5::timestamptz)
        group by m.word_key
      ) w
    ) words
    cross join (
      select count(*)::int as total,
        min(greatest(m.due, m.buried_until)) filter (where m.state <> 0 and m.suspended_at is null)
          as next_learned,
        min(greatest($3::timestamptz, m.buried_until)) filter (where m.state = 0 and m.suspended_at is null)
          as next_fresh_now,
        min(greatest($5::timestamptz, m.buried_until)) filter (where m.state = 0 and m.suspended_at is null)
          as next_fresh_tomorrow
      from mine m
    ) every`,
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
  learned: unknown[][];
  fresh: unknown[][];
};

const dateOf = (value: Date | string | null): Date | null => (value === null ? null : new Date(value));

/** A card of the batch from the statement's array, in `cardColumns`' order (JSON: instants as text). */
function queueCardOf(values: unknown[]): QueueCard {
  const card: Record<string, unknown> = {};
  for (let i = 0; i < cardFields.length; i++) card[cardFields[i]!] = values[i];
  card.due = new Date(card.due as string);
  card.lastReview = dateOf(card.lastReview as string | null);
  return card as QueueCard;
}

export type QueueSnapshot = {
  timeZone: string | null;
  settings: TReviewSettings;
  /** New cards rated for the first time since the day began. */
  started: number;
  /** Words left today as the queue shows them: with a learned card due, and with only new cards. */
  due: { learned: number; fresh: number; total: number };
  /** The batch, one card per word, in the queue's order: learned cards, then new ones. */
  cards: QueueCard[];
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
    /** Cards in the batch at most (0: the day's counts only). */
    batchSize: number;
    /** The daily limit of new cards of a student who has not set one. */
    defaultDailyNewCards: number;
  },
): Promise<QueueSnapshot | null> {
  const [row] = await rawRows<SnapshotRow>(db, queueSnapshot, [
    input.tenantId,
    input.userId,
    input.now.toISOString(),
    input.dayStart.toISOString(),
    input.dayEnd.toISOString(),
    input.learnedUntil.toISOString(),
    input.batchSize,
    input.defaultDailyNewCards,
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
    cards: [...row.learned, ...row.fresh].map(queueCardOf),
    next: {
      learned: dateOf(row.nextLearned),
      freshNow: dateOf(row.nextFreshNow),
      freshTomorrow: dateOf(row.nextFreshTomorrow),
    },
  };
}
