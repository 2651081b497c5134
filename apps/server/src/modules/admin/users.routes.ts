import type { Readable } from 'node:stream';
import {
  ACCESS,
  ZAdminUser,
  ZAdminUserBulk,
  ZAdminUserBulkClassParams,
  ZAdminUserBulkParams,
  ZAdminUserBulkResult,
  ZAdminUserCheckParams,
  ZAdminUserEdit,
  ZAdminUserInput,
  ZAdminUserList,
  ZAdminUserParams,
  ZAdminUserQuery,
  ZCheckQuery,
  ZUserImportRequest,
  ZUserImportResult,
} from '@puente/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/actor.ts';
import { requireAccess } from '../../plugins/auth.ts';
import { checkUserEmail } from './check-user-email.ts';
import { createUser } from './create-user.ts';
import { deactivateUsers } from './deactivate-users.ts';
import { exportUsersCsv } from './export-users-csv.ts';
import { getUser } from './get-user.ts';
import { importUsers } from './import/import-users.ts';
import { previewUsersImport } from './import/preview-users-import.ts';
import { listUsers } from './list-users.ts';
import { moveUsersToClass } from './move-users-to-class.ts';
import { reinviteUsers } from './reinvite-users.ts';
import { resetUserPassword } from './reset-user-password.ts';
import { updateUser } from './update-user.ts';
import { deactivateUser, deleteUser, reactivateUser, recoverUser } from './user-state/index.ts';

const security = [{ bearer: [] }];
const sendCsv = (reply: FastifyReply, csv: Readable) =>
  reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', 'attachment; filename="users.csv"')
    .send(csv);
const tags = ['admin'];
const adminOnly = requireAccess(ACCESS.admin);
const base = '/admin/users';
/** A CSV of at most MAX_IMPORT_CHARS characters, sent as JSON text (escaped, it may take twice the room). */
const importBodyLimit = 2.5 * 1024 * 1024;
const importDescription =
  'Administrators only (403 system.forbidden). The CSV (UTF-8, with or without a byte order mark; comma ' +
  'or semicolon; quoted fields) names its columns in Spanish or English: e-mail, first name, last name, ' +
  'role, class, language, guest of. 400 user.import-too-large past 5,000 rows or 1 MB, ' +
  'user.import-missing-columns, user.import-unreadable, user.import-empty. Each row answers its action ' +
  "(create, update, unchanged) or its errors by field; only the request's tenant's users and classes are known.";
const access =
  "Administrators only (403 system.forbidden for anyone else), and only the users of the request's " +
  'tenant: an id of another tenant answers 404 user.not-found. Recorded in the audit log.';

/** The school's users, for administrators (spec section 7 resource conventions, plus state changes). */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    base,
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary: 'A page of the users, by last name; filter by name or e-mail, role, or the deleted ones',
        querystring: ZAdminUserQuery,
        response: { 200: ZAdminUserList },
      },
    },
    async (request) => listUsers(app.deps, request.tenant.id, request.query),
  );

  app.get(
    `${base}/csv`,
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary:
          "The list as CSV (UTF-8, formula-safe), in the reader's language: every user matching the filter",
        querystring: ZAdminUserQuery,
        response: { 200: z.string().describe('text/csv, UTF-8 with a byte order mark') },
      },
    },
    async (request, reply) => {
      const csv = await exportUsersCsv(app.deps, request.tenant.id, request.query, request.locale);
      return sendCsv(reply, csv);
    },
  );

  app.get(
    `${base}/:id`,
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary: 'One user (a deleted one too)',
        description: access,
        params: ZAdminUserParams,
        response: { 200: ZAdminUser },
      },
    },
    async (request) => getUser(app.deps, request.tenant.id, request.params.id),
  );

  app.head(
    `${base}/:key/check`,
    {
      onRequest: adminOnly,
      config: { swagger: { exposeHeadRoute: true } },
      schema: {
        tags,
        security,
        summary: 'Whether an e-mail is free: 200 free, 409 duplicate (another live user has it)',
        params: ZAdminUserCheckParams,
        querystring: ZCheckQuery,
      },
    },
    async (request, reply) => {
      const { value, id, excludeId } = request.query;
      await checkUserEmail(app.deps, request.tenant.id, value, id ?? excludeId);
      return reply.status(200).send();
    },
  );

  app.post(
    base,
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary:
          'Creates a user: a temporary password by e-mail, changed with the terms at the first sign-in',
        description:
          `${access} 409 user.username-in-use (on the e-mail field) when a live user has the e-mail; 429 ` +
          'user.mail-rate-limited past the password mails allowed per recipient or per administrator.',
        body: ZAdminUserInput,
        response: { 201: ZAdminUser },
      },
    },
    async (request, reply) => {
      const user = await createUser(app.deps, request.tenant, actorOf(request), request.body);
      return reply.code(201).send(user);
    },
  );

  app.put(
    base,
    {
      config: { revokesAccess: true },
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary: "Edits a user's name, role and master/tutor flags from the version read (409 stale)",
        description:
          `${access} 409 user.last-administrator when it would demote the last active administrator; ` +
          '409 user.role-change-not-allowed between student and staff. Applies from the next request; a ' +
          'new role ends the sessions of the user and the impersonations they opened.',
        body: ZAdminUserEdit,
        response: { 200: ZAdminUser },
      },
    },
    async (request) => updateUser(app.deps, actorOf(request), request.body),
  );

  app.delete(
    `${base}/:id`,
    {
      config: { revokesAccess: true },
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary: 'Soft-deletes a user: their sessions end at once; recoverable',
        description: `${access} 409 user.last-administrator for the last active administrator.`,
        params: ZAdminUserParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await deleteUser(app.deps, actorOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    `${base}/recover/:id`,
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary: 'Recovers a deleted user',
        description: `${access} 409 user.username-in-use when another user took the e-mail meanwhile.`,
        params: ZAdminUserParams,
        response: { 200: ZAdminUser },
      },
    },
    async (request) => recoverUser(app.deps, actorOf(request), request.params.id),
  );

  app.post(
    `${base}/:id/deactivate`,
    {
      config: { revokesAccess: true },
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary:
          'Deactivates a user: no sign-in, every session ended at once (answers once ended everywhere)',
        description: `${access} 409 user.last-administrator for the last active administrator.`,
        params: ZAdminUserParams,
        response: { 200: ZAdminUser },
      },
    },
    async (request) => deactivateUser(app.deps, actorOf(request), request.params.id),
  );

  app.post(
    `${base}/:id/reactivate`,
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary: 'Reactivates a deactivated user',
        description: access,
        params: ZAdminUserParams,
        response: { 200: ZAdminUser },
      },
    },
    async (request) => reactivateUser(app.deps, actorOf(request), request.params.id),
  );

  app.post(
    `${base}/:id/reset-password`,
    {
      config: { revokesAccess: true },
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary: 'Mails the user a new temporary password (changed at the next sign-in); their sessions end',
        description: `${access} 429 user.mail-rate-limited past the password mails allowed per recipient or per administrator.`,
        params: ZAdminUserParams,
        response: { 200: ZAdminUser },
      },
    },
    async (request) => resetUserPassword(app.deps, request.tenant, actorOf(request), request.params.id),
  );

  app.post(
    `${base}/bulk/:action`,
    {
      config: { revokesAccess: true },
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary:
          'A bulk action on the chosen users or on all matching the filter: deactivate, or invite again ' +
          'those yet to sign in; one transaction, answers how many changed',
        description:
          `${access} Ids of another tenant are not found and not counted. deactivate: 409 ` +
          'user.last-administrator (nobody changed) when it would leave no active administrator. invite: a ' +
          'new temporary password by mail to each invited user yet to sign in; 429 user.mail-rate-limited ' +
          '(nobody invited) past the mail limits. 400 user.bulk-too-many past 10,000 users.',
        params: ZAdminUserBulkParams,
        body: ZAdminUserBulk,
        response: { 200: ZAdminUserBulkResult },
      },
    },
    async (request) =>
      request.params.action === 'deactivate'
        ? deactivateUsers(app.deps, actorOf(request), request.body)
        : reinviteUsers(app.deps, request.tenant, actorOf(request), request.body),
  );

  app.post(
    `${base}/bulk/class/:classId`,
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary:
          'The chosen students (or all matching the filter) join a class; one transaction, answers how many joined',
        description:
          `${access} Staff are left out; students already in the class are not counted. 404 class.not-found ` +
          'for a class of another tenant. 400 user.bulk-too-many past 10,000 users.',
        params: ZAdminUserBulkClassParams,
        body: ZAdminUserBulk,
        response: { 200: ZAdminUserBulkResult },
      },
    },
    async (request) => moveUsersToClass(app.deps, actorOf(request), request.params.classId, request.body),
  );

  app.post(
    `${base}/import/preview`,
    {
      onRequest: adminOnly,
      bodyLimit: importBodyLimit,
      schema: {
        tags,
        security,
        summary: 'What importing a users CSV would do, row by row; nothing is written',
        description: importDescription,
        body: ZUserImportRequest,
        response: { 200: ZUserImportResult },
      },
    },
    async (request) => previewUsersImport(app.deps, request.tenant, request.body.csv),
  );

  app.post(
    `${base}/import`,
    {
      onRequest: adminOnly,
      bodyLimit: importBodyLimit,
      schema: {
        tags,
        security,
        summary:
          'Imports a users CSV in one transaction: new users created and invited by mail, existing ones updated',
        description:
          `${importDescription} Every row is checked again; rows with errors are skipped and answered. ` +
          'New users get a welcome mail with a temporary password once the import has committed. Audited.',
        body: ZUserImportRequest,
        response: { 200: ZUserImportResult },
      },
    },
    async (request) => importUsers(app.deps, request.tenant, actorOf(request), request.body.csv),
  );
};
