import {
  ACCESS,
  AUDIT_EXPORT_LIMIT,
  type TAuditLogFilter,
  ZAuditLogExportQuery,
  ZAuditLogList,
  ZAuditLogQuery,
  ZAuditPeople,
} from '@puente/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/actor.ts';
import { requireAccess } from '../../plugins/auth.ts';
import { exportAuditLog, listAuditLog, listAuditPeople } from './list-audit-log.ts';

const security = [{ bearer: [] }];
const tags = ['admin'];

/** The filter of a query, as the repository takes it. */
const filterOf = (query: TAuditLogFilter) => ({
  search: query.SearchValue?.trim() || null,
  action: query.action ?? null,
  kind: query.kind ?? null,
  actorId: query.actorId ?? null,
  from: query.from ? new Date(query.from) : null,
  to: query.to ? new Date(query.to) : null,
});

const filters =
  'Filter by SearchValue (action, item, person), action or kind (the part of the action before the dot), ' +
  'actorId (as actor or impersonator) and a from/to range of instants (to after from: 400 audit.range).';

/** The administrator's audit log (the users are in modules/admin). */
export const auditLogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/audit-log',
    {
      onRequest: requireAccess(ACCESS.admin),
      schema: {
        tags,
        security,
        summary: 'The audit log of administrative actions and content changes, newest first (administrators)',
        description:
          'Who did what to which item (named in the request’s language), with the item before and after; ' +
          'the writes an impersonating administrator made as another user appear as impersonation.write. ' +
          filters,
        querystring: ZAuditLogQuery,
        response: { 200: ZAuditLogList },
      },
    },
    async (request) =>
      listAuditLog(
        app.deps,
        request.tenant.id,
        { ...filterOf(request.query), skip: request.query.Skip, take: request.query.Take },
        request.locale,
      ),
  );

  app.get(
    '/admin/audit-log/csv',
    {
      onRequest: requireAccess(ACCESS.admin),
      schema: {
        tags,
        security,
        summary: `The filtered audit log as CSV, newest first, at most ${AUDIT_EXPORT_LIMIT} entries`,
        description:
          'In the request’s language, times in the school’s time zone; a cell starting with = + - @ is ' +
          `prefixed with ' so no spreadsheet runs it. ${filters}`,
        querystring: ZAuditLogExportQuery,
        response: { 200: z.string().describe('text/csv, UTF-8 with a byte order mark') },
      },
    },
    async (request, reply) => {
      const csv = await exportAuditLog(app.deps, actorOf(request), filterOf(request.query), request.locale);
      // The stream is the body: the plain reply, whose send the string schema does not type.
      return (reply as FastifyReply)
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="audit-log.csv"')
        .send(csv);
    },
  );

  app.get(
    '/admin/audit-log/people',
    {
      onRequest: requireAccess(ACCESS.admin),
      schema: {
        tags,
        security,
        summary: 'Everyone who acted in the audit log, by name (the person filter)',
        response: { 200: ZAuditPeople },
      },
    },
    async (request) => listAuditPeople(app.deps, request.tenant.id),
  );
};
