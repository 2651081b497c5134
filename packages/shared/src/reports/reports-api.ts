import { z } from 'zod';
import { daysBetween } from '../days-between.ts';
import { ZIsoDay } from '../iso-dates.ts';
import { ZCefrLevel } from '../learning/localized-text.ts';

/** The longest range a report takes: ten years and a little (leap days). */
const REPORT_MAX_RANGE_DAYS = 3660;
/** Ranges longer than this are charted by month instead of by day. */
export const REPORT_DAILY_MAX_DAYS = 92;
/** At most this many users picked for the user activity report. */
export const REPORT_MAX_USERS = 50;

const ZDay = ZIsoDay;

/** The filter every report shares (POST /api/reports/{suffix}): a range of calendar days, both included. */
const rangeShape = { from: ZDay, to: ZDay };
type Range = { from: string; to: string };
/**
 * The range's rules, with the rule kit's codes: `lessthanorequal` on `from` (params { other, value }, as
 * lessThanOrEqual gives) when it is after `to`, and `report.range-too-long` over ten years. Written here
 * rather than with the kit's factories so the login page's script does not grow (they would leave its chunk).
 */
const rangeRules = <S extends z.ZodType<Range>>(schema: S) =>
  schema.check(
    z.superRefine<z.output<S>>((value, ctx) => {
      if (value.from > value.to)
        ctx.addIssue({
          code: 'custom',
          message: 'lessthanorequal',
          path: ['from'],
          params: { other: 'to', value: value.to },
        });
      else if (daysBetween(value.from, value.to) > REPORT_MAX_RANGE_DAYS)
        ctx.addIssue({
          code: 'custom',
          message: 'report.range-too-long',
          path: ['to'],
          params: { max: REPORT_MAX_RANGE_DAYS },
        });
    }),
  );

export const ZReportRange = rangeRules(z.object(rangeShape));

/**
 * Reports about learning count students only; true adds the staff's own activity (administrators and
 * professors signing in, trying lessons).
 */
const includeStaff = z.boolean().default(false);
/** Only the students of this class (decision 0149). */
const classId = z.uuid().nullish();

export const ZUserActivityFilter = rangeRules(
  z.object({
    ...rangeShape,
    userIds: z.array(z.uuid()).max(REPORT_MAX_USERS).default([]),
    includeStaff,
    classId,
  }),
);
export type TUserActivityFilter = z.input<typeof ZUserActivityFilter>;

export const ZUserTimelineFilter = rangeRules(z.object({ ...rangeShape, userId: z.uuid() }));
export type TUserTimelineFilter = z.infer<typeof ZUserTimelineFilter>;

export const RANKING_MEASURES = ['studyTime', 'lessons', 'reviews', 'logins'] as const;
export type TRankingMeasure = (typeof RANKING_MEASURES)[number];
export const ZMostActiveFilter = rangeRules(
  z.object({
    ...rangeShape,
    measure: z.enum(RANKING_MEASURES).default('studyTime'),
    limit: z.coerce.number().int().min(1).max(100).default(10),
    courseId: z.uuid().nullish(),
    level: ZCefrLevel.nullish(),
    includeStaff,
    classId,
  }),
);
export type TMostActiveFilter = z.input<typeof ZMostActiveFilter>;

export const ZAccountActivityFilter = rangeRules(z.object({ ...rangeShape, accountId: z.uuid().nullish() }));
export type TAccountActivityFilter = z.input<typeof ZAccountActivityFilter>;

/** The counters of a period (a day or a month) or of a whole range. */
const ZActivityCounters = z.object({
  activeUsers: z.number().int(),
  studyMinutes: z.number().int(),
  signIns: z.number().int(),
  lessonsOpened: z.number().int(),
  lessonsCompleted: z.number().int(),
  exercisesRight: z.number().int(),
  exercisesWrong: z.number().int(),
  examsSubmitted: z.number().int(),
  examsPassed: z.number().int(),
  /** 0–100, null without exams. */
  averageExamScore: z.number().nullable(),
  reviews: z.number().int(),
  lookups: z.number().int(),
});
export type TActivityCounters = z.infer<typeof ZActivityCounters>;

const ZGranularity = z.enum(['day', 'month']);

export const ZUserActivityReport = z.object({
  from: ZDay,
  to: ZDay,
  granularity: ZGranularity,
  series: z.array(ZActivityCounters.extend({ period: ZDay })),
  totals: ZActivityCounters.extend({ accuracy: z.number().nullable() }),
  users: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      email: z.string(),
      studyMinutes: z.number().int(),
      lessonsCompleted: z.number().int(),
      exercisesRight: z.number().int(),
      exercisesWrong: z.number().int(),
      /** Right answers over answers, 0–100; null without answers. */
      accuracy: z.number().nullable(),
      averageExamScore: z.number().nullable(),
      lastActiveOn: ZDay.nullable(),
    }),
  ),
});
export type TUserActivityReport = z.infer<typeof ZUserActivityReport>;

export const ZUserTimeline = z.object({
  user: z.object({ id: z.uuid(), name: z.string(), email: z.string() }),
  events: z.array(
    z.object({
      id: z.uuid(),
      at: z.iso.datetime({ offset: true }),
      kind: z.string(),
      resourceType: z.string(),
      detail: z.record(z.string(), z.unknown()).nullable(),
    }),
  ),
});
export type TUserTimeline = z.infer<typeof ZUserTimeline>;

export const ZMostActiveReport = z.object({
  measure: z.enum(RANKING_MEASURES),
  rows: z.array(
    z.object({
      rank: z.number().int(),
      userId: z.uuid(),
      name: z.string(),
      email: z.string(),
      value: z.number().int(),
      studyMinutes: z.number().int(),
      lessonsCompleted: z.number().int(),
      reviews: z.number().int(),
      signIns: z.number().int(),
    }),
  ),
});
export type TMostActiveReport = z.infer<typeof ZMostActiveReport>;

const ZMoney = z.object({
  installmentsCents: z.number().int(),
  lateChargesCents: z.number().int(),
  paymentsCents: z.number().int(),
  refundsCents: z.number().int(),
  adjustmentsCents: z.number().int(),
  installmentsPosted: z.number().int(),
  lateChargesPosted: z.number().int(),
  paymentsMade: z.number().int(),
  paymentsDeclined: z.number().int(),
  autopayCharged: z.number().int(),
  autopayDeclined: z.number().int(),
});
export const AGEING_BUCKETS = ['0-30', '31-60', '60+'] as const;
export const ZAccountActivityReport = z.object({
  from: ZDay,
  to: ZDay,
  granularity: ZGranularity,
  /** The account reported on; null for all the tenant's accounts. */
  account: z.object({ id: z.uuid(), holderName: z.string() }).nullable(),
  series: z.array(ZMoney.extend({ period: ZDay, balanceCents: z.number().int() })),
  totals: ZMoney.extend({ openingBalanceCents: z.number().int(), closingBalanceCents: z.number().int() }),
  /** Accounts owing today, by the age of their oldest unpaid charge. */
  ageing: z.array(
    z.object({ bucket: z.enum(AGEING_BUCKETS), accounts: z.number().int(), amountCents: z.number().int() }),
  ),
  overdue: z.array(
    z.object({
      accountId: z.uuid(),
      holderName: z.string(),
      amountCents: z.number().int(),
      oldestUnpaidOn: ZDay,
      daysOverdue: z.number().int(),
    }),
  ),
});
export type TAccountActivityReport = z.infer<typeof ZAccountActivityReport>;

/** GET /api/reports/users: the tenant's users to pick (a page at a time, by name or e-mail). */
export const ZReportUsersQuery = z.object({
  SearchValue: z.string().max(200).nullish(),
  Skip: z.coerce.number().int().min(0).max(1_000_000).default(0),
  Take: z.coerce.number().int().min(1).max(100).default(30),
});
export const ZReportUsers = z.object({
  items: z.array(z.object({ id: z.uuid(), name: z.string(), email: z.string() })),
  total: z.number().int(),
});
export type TReportUsers = z.infer<typeof ZReportUsers>;

/**
 * The staff dashboard's filter: the learning figures of one class's students (decision 0151); none, or
 * an empty body, for the whole school.
 */
export const ZStaffHomeFilter = z.object({ classId }).nullish();
export type TStaffHomeFilter = z.input<typeof ZStaffHomeFilter>;

/**
 * POST /api/reports/staff-home: the staff dashboard's figures. The money ones (overdue accounts, payments
 * today) are the administrators' (finance scope): absent from a professor's answer.
 */
export const ZStaffHome = z.object({
  activeStudentsThisWeek: z.number().int(),
  activeStudentsLastWeek: z.number().int(),
  lessonsCompletedThisWeek: z.number().int(),
  overdueAccounts: z.number().int().optional(),
  overdueCents: z.number().int().optional(),
  paymentsToday: z.number().int().optional(),
  paymentsTodayCents: z.number().int().optional(),
  /** Tutoring sessions (not cancelled) starting today; null when the school has tutoring off. */
  tutoringSessionsToday: z.number().int().nullable(),
});
export type TStaffHome = z.infer<typeof ZStaffHome>;
