import type { TActivityCounters, TUserActivityReport } from '@puente/shared';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/actor.ts';
import { checkClassReader } from '../classes/index.ts';
import { readDb } from './read-db.ts';
import { granularityOf, periodsOf } from './report-periods.ts';
import {
  activeUsersIn,
  activeUsersPerMonth,
  type CounterRow,
  learnersSeries,
  tenantSeries,
  usersSeries,
  usersTotals,
} from './reports.repository.ts';

const ZERO: CounterRow = {
  activeUsers: 0,
  studySeconds: 0,
  signIns: 0,
  lessonsOpened: 0,
  lessonsCompleted: 0,
  exercisesRight: 0,
  exercisesWrong: 0,
  examsSubmitted: 0,
  examsPassed: 0,
  examScoreSum: 0,
  reviews: 0,
  lookups: 0,
};

const ratio = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : null);

function presentCounters(row: CounterRow): TActivityCounters {
  return {
    activeUsers: row.activeUsers,
    studyMinutes: Math.round(row.studySeconds / 60),
    signIns: row.signIns,
    lessonsOpened: row.lessonsOpened,
    lessonsCompleted: row.lessonsCompleted,
    exercisesRight: row.exercisesRight,
    exercisesWrong: row.exercisesWrong,
    examsSubmitted: row.examsSubmitted,
    examsPassed: row.examsPassed,
    averageExamScore:
      row.examsSubmitted > 0 ? Math.round((row.examScoreSum / row.examsSubmitted) * 10) / 10 : null,
    reviews: row.reviews,
    lookups: row.lookups,
  };
}

function add(a: CounterRow, b: CounterRow): CounterRow {
  const sum = { ...a };
  for (const key of Object.keys(ZERO) as (keyof CounterRow)[]) sum[key] = a[key] + Number(b[key] ?? 0);
  return sum;
}

/**
 * Activity over a range, per day (or month beyond three months): of the chosen users, or of the tenant's
 * students when none is chosen (of a class's with `classId`; with `includeStaff`, of everyone: from the
 * tenant's daily totals). Read from the roll-ups only. A class the reader may not read (another
 * teacher's, another school's) is 404 `class.not-found` (decision 0151).
 */
export async function getUserActivity(
  deps: Pick<AppDeps, 'db' | 'readDb'>,
  reader: Actor,
  filter: { from: string; to: string; userIds: string[]; includeStaff: boolean; classId: string | null },
): Promise<TUserActivityReport> {
  if (filter.classId) await checkClassReader(deps, reader, filter.classId);
  const tenantId = reader.tenantId;
  const db = readDb(deps);
  const { from, to } = filter;
  const granularity = granularityOf(from, to);
  const chosen = filter.userIds.length > 0;
  const everyone = !chosen && filter.includeStaff && !filter.classId;
  // One after the other: a pool client could be a transaction's, which takes one query at a time.
  const rows = chosen
    ? await usersSeries(db, tenantId, filter.userIds, from, to, granularity)
    : everyone
      ? await tenantSeries(db, tenantId, from, to, granularity)
      : await learnersSeries(db, tenantId, from, to, granularity, filter);
  if (everyone && granularity === 'month') {
    const active = new Map((await activeUsersPerMonth(db, tenantId, from, to)).map((r) => [r.period, r.n]));
    for (const row of rows) row.activeUsers = active.get(row.period) ?? 0;
  }
  const byPeriod = new Map(rows.map((row) => [row.period, row]));
  const series = periodsOf(from, to, granularity).map((period) => ({
    period,
    ...presentCounters(byPeriod.get(period) ?? ZERO),
  }));
  const total = rows.reduce(add, ZERO);
  const users = chosen ? await usersTotals(db, tenantId, filter.userIds, from, to) : [];
  total.activeUsers = chosen
    ? users.filter((u) => u.lastActiveOn !== null).length
    : await activeUsersIn(db, tenantId, from, to, filter);
  return {
    from,
    to,
    granularity,
    series,
    totals: {
      ...presentCounters(total),
      accuracy: ratio(total.exercisesRight, total.exercisesRight + total.exercisesWrong),
    },
    users: users.map((u) => {
      const counters = presentCounters(add(ZERO, u));
      return {
        id: u.id,
        name: u.name,
        email: u.email,
        studyMinutes: counters.studyMinutes,
        lessonsCompleted: counters.lessonsCompleted,
        exercisesRight: counters.exercisesRight,
        exercisesWrong: counters.exercisesWrong,
        accuracy: ratio(counters.exercisesRight, counters.exercisesRight + counters.exercisesWrong),
        averageExamScore: counters.averageExamScore,
        lastActiveOn: u.lastActiveOn,
      };
    }),
  };
}
