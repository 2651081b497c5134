import { ACCESS, ZAuditLogList, ZAuditLogQuery } from '@puente/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAccess } from '../../plugins/auth.ts';
import { listAuditLog } from './list-audit-log.ts';

const security = [{ bearer: [] }];

/** The administrator's audit log (the users are in modules/admin). */
export const auditLogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/audit-log',
    {
      onRequest: requireAccess(ACCESS.admin),
      schema: {
        tags: ['admin'],
        security,
        summary: 'The audit log of administrative actions, newest first (administrators)',
        description:
          'Who did what to which item, with the item before and after; the writes an impersonating ' +
          'administrator made as another user appear as impersonation.write. Filter by SearchValue ' +
          '(action, target, actor), action, actorId (as actor or impersonator) and a from/to date range.',
        querystring: ZAuditLogQuery,
        response: { 200: ZAuditLogList },
      },
    },
    async (request) =>
      listAuditLog(app.deps, request.tenant.id, {
        search: request.query.SearchValue?.trim() || null,
        action: request.query.action ?? null,
        actorId: request.query.actorId ?? null,
        from: request.query.from ? new Date(request.query.from) : null,
        to: request.query.to ? new Date(request.query.to) : null,
        skip: request.query.Skip,
        take: request.query.Take,
      }),
  );
};
