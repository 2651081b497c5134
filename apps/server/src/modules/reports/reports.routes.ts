import type { Readable } from 'node:stream';
import {
  ACCESS,
  mayAccess,
  ZAccountActivityFilter,
  ZAccountActivityReport,
  ZMostActiveFilter,
  ZMostActiveReport,
  ZReportUsers,
  ZReportUsersQuery,
  ZStaffHome,
  ZStaffHomeFilter,
  ZUserActivityFilter,
  ZUserActivityReport,
  ZUserTimeline,
  ZUserTimelineFilter,
} from '@puente/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/actor.ts';
import { csvOf } from '../../lib/csv.ts';
import { identityOf, requireAccess } from '../../plugins/auth.ts';
import { getAccountActivity } from './get-account-activity.ts';
import { getMostActiveUsers } from './get-most-active-users.ts';
import { getStaffHome } from './get-staff-home.ts';
import { getUserActivity } from './get-user-activity.ts';
import { getUserTimeline } from './get-user-timeline.ts';
import { listReportUsers } from './list-report-users.ts';
import {
  accountActivityColumns,
  mostActiveColumns,
  userActivityColumns,
  userTotalsColumns,
} from './report-csv.ts';

const security = [{ bearer: [] }];
const tags = ['reports'];
const staffOnly = requireAccess(ACCESS.staff);
const financeOnly = requireAccess(ACCESS.finance);
const readFrom =
  "over the request's tenant only. Read from the daily roll-ups (never the raw events), on the read " +
  'replica when DATABASE_READ_URL is set.';
const access = `Staff only (403 system.forbidden for students), ${readFrom}`;
const financeAccess = `Administrators only (finance scope; 403 system.forbidden for professors and students), ${readFrom}`;
const ZCsv = z.string().describe('text/csv, UTF-8 with a byte order mark');

const sendCsv = (reply: FastifyReply, name: string, csv: Readable) =>
  reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}.csv"`)
    .send(csv);

const userActivityFilter = (body: z.infer<typeof ZUserActivityFilter>) => ({
  from: body.from,
  to: body.to,
  userIds: [...new Set(body.userIds)],
  includeStaff: body.includeStaff,
  classId: body.classId ?? null,
});
const mostActiveFilter = (body: z.infer<typeof ZMostActiveFilter>) => ({
  from: body.from,
  to: body.to,
  measure: body.measure,
  limit: body.limit,
  courseId: body.courseId ?? null,
  level: body.level ?? null,
  includeStaff: body.includeStaff,
  classId: body.classId ?? null,
});
const accountFilter = (body: z.infer<typeof ZAccountActivityFilter>) => ({
  from: body.from,
  to: body.to,
  accountId: body.accountId ?? null,
});

/** The staff's activity reports: spec section 7's `report:{suffix}`, i.e. POST /api/reports/{suffix}. */
export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/reports/user-activity',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        security,
        summary: 'Activity per day (or month) of the chosen users, or of all the tenant’s students',
        description: `Study time, sign-ins, lessons, exercises right and wrong, exams and reviews over a range of days (both included, at most ten years); with userIds (up to 50) each user's totals too. Without userIds the tenant's students only, or everyone (staff too) with includeStaff; with classId the students of that class (404 class.not-found for a class the caller does not teach, administrators aside, or of another school). ${access}`,
        body: ZUserActivityFilter,
        response: { 200: ZUserActivityReport },
      },
    },
    async (request) => getUserActivity(app.deps, actorOf(request), userActivityFilter(request.body)),
  );
  app.post(
    '/reports/user-activity/csv',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        security,
        summary: 'The user activity report’s table as CSV',
        description: `The chosen users' table, or the periods' table when no user is chosen. ${access}`,
        body: ZUserActivityFilter,
        response: { 200: ZCsv },
      },
    },
    async (request, reply) => {
      const report = await getUserActivity(app.deps, actorOf(request), userActivityFilter(request.body));
      const csv =
        report.users.length > 0
          ? csvOf(userTotalsColumns, report.users, request.locale)
          : csvOf(userActivityColumns, report.series, request.locale);
      return sendCsv(reply, 'user-activity', csv);
    },
  );
  app.post(
    '/reports/user-timeline',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        security,
        summary: 'One user’s latest events over a range (at most 200, newest first)',
        description: `404 user.not-found for a user of another tenant. The account's payments and auto-pay events only for the finance scope (administrators). ${access}`,
        body: ZUserTimelineFilter,
        response: { 200: ZUserTimeline },
      },
    },
    async (request) =>
      getUserTimeline(app.deps, request.tenant, request.body, {
        finance: mayAccess(identityOf(request).scopes, ACCESS.finance),
      }),
  );
  app.post(
    '/reports/most-active-users',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        security,
        summary: 'The top users of a range by study time, lessons completed, reviews or sign-ins',
        description: `Top N (up to 100), most first and ties by name; students only (staff too with includeStaff), of one class with classId (404 class.not-found for a class the caller does not teach, administrators aside, or of another school), optionally only the users enrolled in a course or in a course of a level. ${access}`,
        body: ZMostActiveFilter,
        response: { 200: ZMostActiveReport },
      },
    },
    async (request) => getMostActiveUsers(app.deps, actorOf(request), mostActiveFilter(request.body)),
  );
  app.post(
    '/reports/most-active-users/csv',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        security,
        summary: 'The ranking as CSV',
        description: access,
        body: ZMostActiveFilter,
        response: { 200: ZCsv },
      },
    },
    async (request, reply) => {
      const report = await getMostActiveUsers(app.deps, actorOf(request), mostActiveFilter(request.body));
      return sendCsv(reply, 'most-active-users', csvOf(mostActiveColumns, report.rows, request.locale));
    },
  );
  app.post(
    '/reports/account-activity',
    {
      onRequest: financeOnly,
      schema: {
        tags,
        security,
        summary: 'Installments, payments, late charges and balance over a range; overdue accounts by age',
        description: `All the tenant's accounts, or one (404 billing.account-not-found for another tenant's). ${financeAccess}`,
        body: ZAccountActivityFilter,
        response: { 200: ZAccountActivityReport },
      },
    },
    async (request) => getAccountActivity(app.deps, request.tenant, accountFilter(request.body)),
  );
  app.post(
    '/reports/account-activity/csv',
    {
      onRequest: financeOnly,
      schema: {
        tags,
        security,
        summary: 'The account activity periods as CSV',
        description: financeAccess,
        body: ZAccountActivityFilter,
        response: { 200: ZCsv },
      },
    },
    async (request, reply) => {
      const report = await getAccountActivity(app.deps, request.tenant, accountFilter(request.body));
      return sendCsv(reply, 'account-activity', csvOf(accountActivityColumns, report.series, request.locale));
    },
  );
  app.post(
    '/reports/staff-home',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        security,
        summary:
          'The staff dashboard: active students this week and last, lessons, overdue accounts, payments today',
        description: `The money figures (overdue accounts, payments today) only for the finance scope (administrators); a professor's answer omits them. With classId (body, optional) the learning figures count that class's students only: 404 class.not-found for a class the caller does not teach (administrators read every class) or of another school. ${access}`,
        body: ZStaffHomeFilter,
        response: { 200: ZStaffHome },
      },
    },
    async (request) =>
      getStaffHome(app.deps, request.tenant, actorOf(request), { classId: request.body?.classId ?? null }),
  );
  app.get(
    '/reports/users',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        security,
        summary: 'The tenant’s users to pick for a report, a page at a time',
        description: `Search by name or e-mail (SearchValue), Skip and Take (up to 100). ${access}`,
        querystring: ZReportUsersQuery,
        response: { 200: ZReportUsers },
      },
    },
    async (request) =>
      listReportUsers(app.deps, request.tenant.id, {
        search: request.query.SearchValue?.trim() || null,
        skip: request.query.Skip,
        take: request.query.Take,
      }),
  );
};
