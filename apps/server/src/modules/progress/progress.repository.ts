import type { TExerciseType, TReviewDirection } from '@puente/shared';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { studyEvents } from '../activity/index.ts';

/** Review intervals of this many days or more make a word mature (Anki's usual line). */
const MATURE_DAYS = 21;
/** The weakest items asked of each kind (exercises, cards); the use case keeps the weakest of both. */
const WEAK_LIMIT = 8;

/** The student's time zone as saved in their profile (null when they have none). */
export async function userTimeZone(db: DbOrTx, tenantId: string, userId: string) {
  const { rows } = await db.execute<{ time_zone: string | null }>(sql`
    select time_zone from users where tenant_id = ${tenantId} and id = ${userId}`);
  return rows[0]?.time_zone ?? null;
}

/**
 * Words by how far they got: a word counts once, at its furthest direction (state 2 is a review card,
 * past the learning steps; 1 and 3 are (re)learning; 0 new). Read along review_cards_user_word_key.
 */
export async function wordCounts(db: DbOrTx, tenantId: string, userId: string) {
  const { rows } = await db.execute<{ total: number; learning: number; learned: number; mature: number }>(sql`
    select count(*)::int as total,
      count(*) filter (where learned = 0 and learning = 1)::int as learning,
      count(*) filter (where learned = 1)::int as learned,
      count(*) filter (where mature = 1)::int as mature
    from (
      select word_key,
        max(case when state = 2 then 1 else 0 end) as learned,
        max(case when state in (1, 3) then 1 else 0 end) as learning,
        max(case when state = 2 and scheduled_days >= ${MATURE_DAYS} then 1 else 0 end) as mature
      from review_cards
      where tenant_id = ${tenantId} and user_id = ${userId}
      group by word_key
    ) words`);
  return rows[0] ?? { total: 0, learning: 0, learned: 0, mature: 0 };
}

/** Exercise answers checked, right and in all, per exercise type (every attempt counts). */
export async function exerciseTallies(db: DbOrTx, tenantId: string, userId: string) {
  const { rows } = await db.execute<{ type: TExerciseType; hits: number; total: number }>(sql`
    select e.type, count(*) filter (where a.correct)::int as hits, count(*)::int as total
    from exercise_attempts a
    join exercises e on e.id = a.exercise_id and e.tenant_id = a.tenant_id
    where a.tenant_id = ${tenantId} and a.user_id = ${userId}
    group by e.type`);
  return rows;
}

/** Review ratings per card direction: Hard, Good and Easy are right, Again is wrong. */
export async function reviewTallies(db: DbOrTx, tenantId: string, userId: string) {
  const { rows } = await db.execute<{ direction: string; hits: number; total: number }>(sql`
    select c.direction, count(*) filter (where l.rating > 1)::int as hits, count(*)::int as total
    from review_logs l
    join review_cards c on c.id = l.card_id and c.tenant_id = l.tenant_id
    where l.tenant_id = ${tenantId} and l.user_id = ${userId}
    group by c.direction`);
  return rows;
}

/**
 * Seconds studied per day of the time zone since `from` (an instant: the first day's start), and per
 * course all time: each event's seconds go to the course of what it was about (a lesson, an exercise, a
 * review card from a lesson, an exam or its attempt, a certificate); other events (the dictionary,
 * tutoring) to no course. One pass over the user's events.
 */
export async function studySeconds(
  db: DbOrTx,
  tenantId: string,
  userId: string,
  timeZone: string,
  from: Date,
) {
  const { rows } = await db.execute<{ by: 'day' | 'course'; key: string | null; seconds: number }>(sql`
    with events as materialized (select * from ${studyEvents(tenantId, userId, null)} timed)
    select 'day' as by, to_char((created_at at time zone ${timeZone})::date, 'YYYY-MM-DD') as key,
      sum(seconds)::float8 as seconds
    from events
    where created_at >= ${from.toISOString()}::timestamptz
    group by 2
    union all
    select 'course', course_id::text, sum(seconds)::float8
    from (
      select ev.seconds, coalesce(
          case when ev.resource_type = 'course' then ev.resource_id end,
          ch.course_id, ex.course_id, card_lesson.course_id, exam.course_id, attempt_exam.course_id, cert.course_id
        ) as course_id
      from events ev
      left join chapters ch
        on ev.resource_type = 'chapter' and ch.id = ev.resource_id and ch.tenant_id = ${tenantId}
      left join exercises ex
        on ev.resource_type = 'exercise' and ex.id = ev.resource_id and ex.tenant_id = ${tenantId}
      left join review_cards card
        on ev.resource_type = 'review-card' and card.id = ev.resource_id and card.tenant_id = ${tenantId}
          and card.user_id = ${userId}
      left join chapters card_lesson on card_lesson.id = card.chapter_id and card_lesson.tenant_id = ${tenantId}
      left join exams exam
        on ev.resource_type = 'exam' and exam.id = ev.resource_id and exam.tenant_id = ${tenantId}
      left join exam_attempts attempt
        on ev.resource_type = 'exam-attempt' and attempt.id = ev.resource_id and attempt.tenant_id = ${tenantId}
          and attempt.user_id = ${userId}
      left join exams attempt_exam on attempt_exam.id = attempt.exam_id and attempt_exam.tenant_id = ${tenantId}
      left join certificates cert
        on ev.resource_type = 'certificate' and cert.id = ev.resource_id and cert.tenant_id = ${tenantId}
          and cert.user_id = ${userId}
    ) attributed
    where course_id is not null
    group by course_id`);
  return rows;
}

/** Courses' titles by id (the tenant's only). */
export async function courseTitles(db: DbOrTx, tenantId: string, ids: string[]) {
  if (ids.length === 0) return [];
  const { rows } = await db.execute<{ id: string; title_es: string; title_en: string }>(sql`
    select id, title_es, title_en from courses
    where tenant_id = ${tenantId} and id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`);
  return rows;
}

export type WeakExerciseRow = {
  id: string;
  type: TExerciseType;
  prompt: string;
  prompt_en: string | null;
  hits: number;
  total: number;
  course_id: string;
  chapter_id: string;
  title_es: string;
  title_en: string;
};

/** Exercises answered wrongly at least once, lowest accuracy then most failures first (live lessons only). */
export async function weakExercises(db: DbOrTx, tenantId: string, userId: string) {
  const { rows } = await db.execute<WeakExerciseRow>(sql`
    select e.id, e.type, coalesce(e.definition ->> 'prompt', '') as prompt,
      e.definition ->> 'promptEn' as prompt_en, t.hits, t.total,
      ch.course_id, ch.id as chapter_id, ch.title_es, ch.title_en
    from (
      select exercise_id, count(*) filter (where correct)::int as hits, count(*)::int as total
      from exercise_attempts
      where tenant_id = ${tenantId} and user_id = ${userId}
      group by exercise_id
    ) t
    join exercises e on e.id = t.exercise_id and e.tenant_id = ${tenantId} and e.deleted_at is null
    join chapters ch on ch.id = e.chapter_id and ch.tenant_id = ${tenantId} and ch.deleted_at is null
      and ch.assigned
    where t.hits < t.total
    order by t.hits::float8 / t.total, t.total - t.hits desc, e.id
    limit ${WEAK_LIMIT}`);
  return rows;
}

export type WeakCardRow = {
  id: string;
  direction: TReviewDirection;
  en: string;
  es: string;
  hits: number;
  total: number;
  dictionary_entry_id: string | null;
  course_id: string | null;
  chapter_id: string | null;
  title_es: string | null;
  title_en: string | null;
};

/** Review cards rated Again at least once, lowest accuracy then most failures first. */
export async function weakCards(db: DbOrTx, tenantId: string, userId: string) {
  const { rows } = await db.execute<WeakCardRow>(sql`
    select c.id, c.direction, c.en, c.es, t.hits, t.total, c.dictionary_entry_id,
      ch.course_id, ch.id as chapter_id, ch.title_es, ch.title_en
    from (
      select card_id, count(*) filter (where rating > 1)::int as hits, count(*)::int as total
      from review_logs
      where tenant_id = ${tenantId} and user_id = ${userId}
      group by card_id
    ) t
    join review_cards c on c.id = t.card_id and c.tenant_id = ${tenantId} and c.user_id = ${userId}
    left join chapters ch on ch.id = c.chapter_id and ch.tenant_id = ${tenantId} and ch.deleted_at is null
      and ch.assigned
    where t.hits < t.total
    order by t.hits::float8 / t.total, t.total - t.hits desc, c.id
    limit ${WEAK_LIMIT}`);
  return rows;
}
