import { REVIEW_SETTINGS_DEFAULTS, type TReviewSettings } from '@puente/shared';
import type { DbOrTx } from '../../db/database.ts';
import { type RawStatement, rawRows } from '../../db/raw-query.ts';
import type { ShownCard } from './review.presenter.ts';
import type { SchedulableCard } from './schedule/review-scheduler.ts';

/**
 * A card as the queue sends it and schedules it: what the answer shows and what the scheduler reads, not
 * the columns that only picked it (its word, its burial) nor its tenant and user. Written as a JSON array
 * in this order, not an object: the 19 keys an object repeats for every card were a sixth of the
 * statement's time (decision 0184). `queueCardOf` reads it back in the same order.
 */
const cardJson = `json_build_array(
  r.id, r.direction, r.en, r.es, r.example, r.example_es, r.source, r.due, r.stability, r.difficulty,
  r.elapsed_days, r.scheduled_days, r.learning_steps, r.reps, r.lapses, r.state, r.last_review, r.version,
  r.leech)`;

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

/** A card of the batch: what the answer shows and the scheduler reads. */
type QueueCard = ShownCard & SchedulableCard;

/** A card of the batch as the statement answers it, in `cardJson`'s order (JSON: instants as text). */
type CardJson = [
  id: QueueCard['id'],
  direction: QueueCard['direction'],
  en: QueueCard['en'],
  es: QueueCard['es'],
  example: QueueCard['example'],
  exampleEs: QueueCard['exampleEs'],
  source: QueueCard['source'],
  due: string,
  stability: QueueCard['stability'],
  difficulty: QueueCard['difficulty'],
  elapsedDays: QueueCard['elapsedDays'],
  scheduledDays: QueueCard['scheduledDays'],
  learningSteps: QueueCard['learningSteps'],
  reps: QueueCard['reps'],
  lapses: QueueCard['lapses'],
  state: QueueCard['state'],
  lastReview: string | null,
  version: QueueCard['version'],
  leech: QueueCard['leech'],
];

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
  learned: CardJson[];
  fresh: CardJson[];
};

const dateOf = (value: Date | string | null): Date | null => (value === null ? null : new Date(value));

const queueCardOf = ([
  id,
  direction,
  en,
  es,
  example,
  exampleEs,
  source,
  due,
  stability,
  difficulty,
  elapsedDays,
  scheduledDays,
  learningSteps,
  reps,
  lapses,
  state,
  lastReview,
  version,
  leech,
]: CardJson): QueueCard => ({
  id,
  direction,
  en,
  es,
  example,
  exampleEs,
  source,
  due: new Date(due),
  stability,
  difficulty,
  elapsedDays,
  scheduledDays,
  learningSteps,
  reps,
  lapses,
  state,
  lastReview: dateOf(lastReview),
  version,
  leech,
});

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
