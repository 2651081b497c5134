import type { TCefrLevel, TRankingMeasure } from '@puente/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { escapeLike } from '../../lib/escape-like.ts';
import { eventsOfUser } from '../activity/index.ts';
import { splitRange } from './report-periods.ts';

/** The sums a period of activity answers (the roll-ups' columns, decision 0090). */
const counterSums = sql.raw(`
  coalesce(sum(study_seconds), 0)::int as "studySeconds", coalesce(sum(sign_ins), 0)::int as "signIns",
  coalesce(sum(lessons_opened), 0)::int as "lessonsOpened", coalesce(sum(lessons_completed), 0)::int as "lessonsCompleted",
  coalesce(sum(exercises_right), 0)::int as "exercisesRight", coalesce(sum(exercises_wrong), 0)::int as "exercisesWrong",
  coalesce(sum(exams_submitted), 0)::int as "examsSubmitted", coalesce(sum(exams_passed), 0)::int as "examsPassed",
  coalesce(sum(exam_score_sum), 0)::int as "examScoreSum", coalesce(sum(reviews), 0)::int as reviews,
  coalesce(sum(lookups), 0)::int as lookups`);

export type CounterRow = {
  activeUsers: number;
  studySeconds: number;
  signIns: number;
  lessonsOpened: number;
  lessonsCompleted: number;
  exercisesRight: number;
  exercisesWrong: number;
  examsSubmitted: number;
  examsPassed: number;
  examScoreSum: number;
  reviews: number;
  lookups: number;
};

/** The roll-ups' counter columns, as counterSums sums them. */
const counterColumns = sql.raw(
  'study_seconds, sign_ins, lessons_opened, lessons_completed, exercises_right, exercises_wrong, ' +
    'exams_submitted, exams_passed, exam_score_sum, reviews, lookups',
);

/** Whose activity a learning report counts: the students, the staff too, or one class's (decision 0149). */
export type Learners = { includeStaff: boolean; classId: string | null };

/**
 * A condition on a per-user roll-up's `user_id`: the tenant's students only (reports about learning do
 * not count the staff's own sign-ins and tries), or nothing when staff are included; with a class, its
 * students (and its teachers when staff are included). A class of another tenant has nobody.
 */
const learnersOnly = (tenantId: string, who: Learners) =>
  who.classId
    ? sql`and user_id in (select user_id from class_members where tenant_id = ${tenantId}
        and class_id = ${who.classId} ${who.includeStaff ? sql`` : sql`and role = 'student'`})`
    : who.includeStaff
      ? sql``
      : sql`and user_id in (select id from users where tenant_id = ${tenantId} and role = 'Student')`;

/** A list of (validated) UUIDs as one array parameter (drizzle would spread a JS array into many). */
const uuidArray = (ids: string[]) => `{${ids.join(',')}}`;

/** A raw query's rows, typed. */
export const rows = async <T>(db: DbOrTx, query: SQL) => (await db.execute(query)).rows as T[];
export const periodOf = (granularity: 'day' | 'month') =>
  granularity === 'day' ? sql.raw('day') : sql.raw(`date_trunc('month', day)::date`);

/** The tenant's activity per period (all users): from the tenant's daily totals. */
export function tenantSeries(
  db: DbOrTx,
  tenantId: string,
  from: string,
  to: string,
  granularity: 'day' | 'month',
) {
  const period = periodOf(granularity);
  return rows<CounterRow & { period: string }>(
    db,
    sql`select ${period}::text as period, ${counterSums},
      ${granularity === 'day' ? sql`coalesce(sum(active_users), 0)::int` : sql`0`} as "activeUsers"
    from activity_tenant_days where tenant_id = ${tenantId} and day between ${from} and ${to}
    group by 1 order by 1`,
  );
}

/** Distinct active users per month of the range (kept per tenant and month by the roll-up trigger). */
export function activeUsersPerMonth(db: DbOrTx, tenantId: string, from: string, to: string) {
  return rows<{ period: string; n: number }>(
    db,
    sql`select month::text as period, active_users as n from activity_tenant_months
    where tenant_id = ${tenantId} and month between date_trunc('month', ${from}::date)::date and ${to}::date`,
  );
}

/**
 * The students' activity per period (with staff: everyone's), with the distinct users active in each:
 * from the per-user roll-ups (by month: whole months from the monthly one, the ends from the daily one).
 */
export function learnersSeries(
  db: DbOrTx,
  tenantId: string,
  from: string,
  to: string,
  granularity: 'day' | 'month',
  who: Learners,
) {
  const learners = learnersOnly(tenantId, who);
  const split = granularity === 'day' ? { months: null, days: [{ from, to }] } : splitRange(from, to);
  const parts: SQL[] = split.days.map(
    (d) =>
      sql`select ${periodOf(granularity)} as period, user_id, ${counterColumns} from activity_user_days
      where tenant_id = ${tenantId} and day between ${d.from} and ${d.to} ${learners}`,
  );
  if (split.months)
    parts.push(
      sql`select month as period, user_id, ${counterColumns} from activity_user_months
      where tenant_id = ${tenantId} and month >= ${split.months.from} and month < ${split.months.before} ${learners}`,
    );
  return rows<CounterRow & { period: string }>(
    db,
    sql`select period::text as period, ${counterSums}, count(distinct user_id)::int as "activeUsers"
    from (${sql.join(parts, sql` union all `)}) x group by 1 order by 1`,
  );
}

/** Distinct users active in the range (whole months from the monthly roll-up, the ends from the daily one). */
export async function activeUsersIn(db: DbOrTx, tenantId: string, from: string, to: string, who: Learners) {
  const split = splitRange(from, to);
  const learners = learnersOnly(tenantId, who);
  const parts: SQL[] = split.days.map(
    (d) =>
      sql`select user_id from activity_user_days where tenant_id = ${tenantId} and day between ${d.from} and ${d.to} ${learners}`,
  );
  if (split.months)
    parts.push(
      sql`select user_id from activity_user_months where tenant_id = ${tenantId} and month >= ${split.months.from} and month < ${split.months.before} ${learners}`,
    );
  const [row] = await rows<{ n: number }>(
    db,
    sql`select count(distinct user_id)::int as n from (${sql.join(parts, sql` union all `)}) u`,
  );
  return row?.n ?? 0;
}

/** Chosen users' activity per period. */
export function usersSeries(
  db: DbOrTx,
  tenantId: string,
  userIds: string[],
  from: string,
  to: string,
  granularity: 'day' | 'month',
) {
  const period = periodOf(granularity);
  return rows<CounterRow & { period: string }>(
    db,
    sql`select ${period}::text as period, ${counterSums}, count(distinct user_id)::int as "activeUsers"
    from activity_user_days where tenant_id = ${tenantId} and user_id = any(${uuidArray(userIds)}::uuid[]) and day between ${from} and ${to}
    group by 1 order by 1`,
  );
}

/** Each chosen user's totals over the range, with their name (users of the tenant only). */
export function usersTotals(db: DbOrTx, tenantId: string, userIds: string[], from: string, to: string) {
  return rows<CounterRow & { id: string; name: string; email: string; lastActiveOn: string | null }>(
    db,
    sql`select u.id, u.first_name || ' ' || u.last_name as name, u.email, a.*
    from users u left join lateral (
      select ${counterSums}, 1 as "activeUsers", max(day)::text as "lastActiveOn" from activity_user_days d
      where d.tenant_id = ${tenantId} and d.user_id = u.id and d.day between ${from} and ${to}
    ) a on true
    where u.tenant_id = ${tenantId} and u.id = any(${uuidArray(userIds)}::uuid[])
    order by u.first_name, u.last_name, u.id`,
  );
}

export async function findReportUser(db: DbOrTx, tenantId: string, userId: string) {
  const [row] = await rows<{ id: string; name: string; email: string }>(
    db,
    sql`select id, first_name || ' ' || last_name as name, email from users
    where tenant_id = ${tenantId} and id = ${userId} and deleted_at is null`,
  );
  return row ?? null;
}

/**
 * One user's latest events of the range of days of the school's time zone (the drill-down; at most
 * `limit`); without `withMoney`, not the payments and auto-pay charges.
 */
export function userEvents(
  db: DbOrTx,
  tenantId: string,
  userId: string,
  from: string,
  to: string,
  limit: number,
  timeZone: string,
  withMoney: boolean,
) {
  return rows<{
    id: string;
    at: string;
    kind: string;
    resourceType: string;
    detail: Record<string, unknown> | null;
  }>(
    db,
    sql`select id, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at, kind,
      resource_type as "resourceType", detail
    from ${eventsOfUser(
      tenantId,
      userId,
      sql`created_at >= (${from}::date::timestamp at time zone ${timeZone}) and created_at < ((${to}::date + 1)::timestamp at time zone ${timeZone})`,
      withMoney ? sql`true` : sql`kind not like 'payment.%' and kind not like 'autopay.%'`,
    )} events
    order by created_at desc limit ${limit}`,
  );
}

/** The tenant's users by name or e-mail, a page at a time (the report's user picker). */
export async function findUsers(
  db: DbOrTx,
  tenantId: string,
  search: string | null,
  skip: number,
  take: number,
) {
  const like = search ? `%${escapeLike(search)}%` : null;
  const where = sql`tenant_id = ${tenantId} and deleted_at is null
    ${like ? sql`and (first_name || ' ' || last_name ilike ${like} or email ilike ${like})` : sql``}`;
  const items = await rows<{ id: string; name: string; email: string }>(
    db,
    sql`select id, first_name || ' ' || last_name as name, email from users where ${where}
    order by first_name, last_name, id offset ${skip} limit ${take}`,
  );
  const [count] = await rows<{ n: number }>(db, sql`select count(*)::int as n from users where ${where}`);
  return { items, total: count?.n ?? 0 };
}

const MEASURE_COLUMN: Record<TRankingMeasure, string> = {
  studyTime: 'study_seconds',
  lessons: 'lessons_completed',
  reviews: 'reviews',
  logins: 'sign_ins',
};

/**
 * The top users of the range by a measure, most first and ties by name (whole months from the monthly
 * roll-up, the ends from the daily one): students only unless staff are included.
 */
export function rankUsers(
  db: DbOrTx,
  tenantId: string,
  filter: {
    from: string;
    to: string;
    measure: TRankingMeasure;
    limit: number;
    courseId: string | null;
    level: TCefrLevel | null;
    includeStaff: boolean;
    classId: string | null;
  },
) {
  const split = splitRange(filter.from, filter.to);
  const columns = sql.raw('user_id, study_seconds, lessons_completed, reviews, sign_ins');
  const learners = learnersOnly(tenantId, filter);
  const parts: SQL[] = split.days.map(
    (d) =>
      sql`select ${columns} from activity_user_days where tenant_id = ${tenantId} and day between ${d.from} and ${d.to} ${learners}`,
  );
  if (split.months)
    parts.push(
      sql`select ${columns} from activity_user_months where tenant_id = ${tenantId} and month >= ${split.months.from} and month < ${split.months.before} ${learners}`,
    );
  const measure = sql.raw(MEASURE_COLUMN[filter.measure]);
  const enrolled =
    filter.courseId || filter.level
      ? sql`and exists (select 1 from enrollments e join courses c on c.id = e.course_id
          where e.tenant_id = ${tenantId} and e.user_id = r.user_id
          ${filter.courseId ? sql`and e.course_id = ${filter.courseId}` : sql``}
          ${filter.level ? sql`and c.level = ${filter.level}` : sql``})`
      : sql``;
  return rows<{
    userId: string;
    name: string;
    email: string;
    studySeconds: number;
    lessonsCompleted: number;
    reviews: number;
    signIns: number;
    value: number;
  }>(
    db,
    // The order is the outer query's own: a join keeps no order of a sorted subquery (the planner picks
    // another join once the tables' statistics change).
    sql`with r as (
      select user_id, sum(study_seconds)::int as study_seconds, sum(lessons_completed)::int as lessons_completed,
        sum(reviews)::int as reviews, sum(sign_ins)::int as sign_ins
      from (${sql.join(parts, sql` union all `)}) x group by user_id
    )
    select r.user_id as "userId", u.first_name || ' ' || u.last_name as name, u.email,
      r.study_seconds as "studySeconds", r.lessons_completed as "lessonsCompleted", r.reviews,
      r.sign_ins as "signIns", r.${measure} as value
    from r join users u on u.id = r.user_id and u.tenant_id = ${tenantId} and u.deleted_at is null
    where r.${measure} > 0 ${enrolled}
    order by r.${measure} desc, u.first_name, u.last_name, u.id
    limit ${filter.limit}`,
  );
}

/** The students of a class, as a condition on a column of user ids (nothing without a class). */
const ofClass = (column: SQL, tenantId: string, classId: string | null) =>
  classId
    ? sql`and ${column} in (select user_id from class_members where tenant_id = ${tenantId}
        and class_id = ${classId} and role = 'student')`
    : sql``;

/** Students (not staff) active on the days of a range; with a class, its students only. */
export async function activeStudents(
  db: DbOrTx,
  tenantId: string,
  from: string,
  to: string,
  classId: string | null = null,
) {
  const [row] = await rows<{ n: number; lessons: number }>(
    db,
    sql`select count(distinct d.user_id)::int as n, coalesce(sum(d.lessons_completed), 0)::int as lessons
    from activity_user_days d join users u on u.id = d.user_id and u.tenant_id = ${tenantId} and u.role = 'Student'
    where d.tenant_id = ${tenantId} and d.day between ${from} and ${to} ${ofClass(sql.raw('d.user_id'), tenantId, classId)}`,
  );
  return { students: row?.n ?? 0, lessonsCompleted: row?.lessons ?? 0 };
}

/**
 * Tutoring sessions not cancelled that start within [from, to) (with a class, of its students); null when
 * the school has tutoring off.
 */
export async function tutoringSessionsBetween(
  db: DbOrTx,
  tenantId: string,
  from: Date,
  to: Date,
  classId: string | null = null,
): Promise<number | null> {
  const result = await db.execute<{ enabled: boolean; sessions: number }>(sql`
    select t.tutoring_enabled as enabled,
      (select count(*)::int from tutoring_sessions s
        where s.tenant_id = t.id and s.status <> 'cancelled'
          and s.starts_at >= ${from.toISOString()}::timestamptz and s.starts_at < ${to.toISOString()}::timestamptz
          ${ofClass(sql.raw('s.student_id'), tenantId, classId)}) as sessions
    from tenants t where t.id = ${tenantId}`);
  const row = result.rows[0];
  return row?.enabled ? row.sessions : null;
}
