import {
  ZIdentityResponse,
  ZLocaleChangeRequest,
  ZLocaleChangeResponse,
  ZLoginResponse,
  ZOneTimePasswordQuery,
  ZPasswordChangeRequest,
} from '@puente/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/actor.ts';
import { requireAuth, requireOwnSession } from '../../plugins/auth.ts';
import { oneTimePasswordRateLimit } from './auth-rate-limits.ts';
import { changePassword } from './change-password.ts';
import { clientInfo } from './client-info.ts';
import { getMyIdentity } from './get-my-identity.ts';
import { sendOneTimePassword } from './send-one-time-password.ts';
import { setPreferredLocale } from './set-preferred-locale.ts';

const tags = ['user'];
const bearer = [{ bearer: [] }];

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/user/putpassword',
    {
      config: { errorFormat: 'list', acceptTemporaryToken: true, revokesAccess: true },
      onRequest: requireOwnSession(),
      schema: {
        tags,
        summary: 'Set a new password (completes a login with extra steps); revokes every session of the user',
        description:
          'Accepts the temporary token of a login that needs steps, or an access token. 400 answers a list: ' +
          '["password-requirements"], ["user.must-accept-terms"]. userId must be the token\'s user; 403 ' +
          'system.forbidden while an administrator acts as the user.',
        security: bearer,
        body: ZPasswordChangeRequest,
        response: { 200: ZLoginResponse },
      },
    },
    async (request) =>
      changePassword(
        app.deps,
        request.tenant,
        actorOf(request),
        request.authSession!,
        request.body,
        clientInfo(request),
      ),
  );

  app.get(
    '/user/getonetimepassword',
    {
      config: { errorFormat: 'list' },
      preHandler: oneTimePasswordRateLimit(app),
      schema: {
        tags,
        summary: 'Forgot password: e-mails a one-time password (8 characters, 15 minutes, single use)',
        description:
          'Always 200 {} for a valid e-mail, whether or not it belongs to a user, answered before the user ' +
          'is looked up (the code and the mail are made after the answer, so its timing tells nothing). ' +
          '400 list for an invalid e-mail. Signing in with the code leads to the change-password step. ' +
          'Rate-limited per IP and username.',
        querystring: ZOneTimePasswordQuery,
        response: { 200: z.object({}) },
      },
    },
    async (request, reply) => {
      const { tenant } = request;
      const { username } = request.query;
      app.background.afterAnswer(reply, 'one-time password', () =>
        sendOneTimePassword(app.deps, tenant, username),
      );
      return {};
    },
  );

  app.get(
    '/user/me',
    {
      onRequest: requireAuth(),
      schema: {
        tags,
        summary: 'The signed-in identity, with the account figures and the impersonator (if any)',
        security: bearer,
        response: { 200: ZIdentityResponse },
      },
    },
    async (request) => getMyIdentity(app.deps, request.tenant, actorOf(request)),
  );

  app.put(
    '/user/locale',
    {
      onRequest: requireAuth(),
      schema: {
        tags,
        summary: "Keep the signed-in user's language (es or en) for e-mails, PDFs and the next sign-in",
        description:
          "The web calls it when a signed-in user changes the interface language; the login response's " +
          'preferredLocale then sets the interface on any device. While an administrator acts as the user ' +
          'nothing is saved.',
        security: bearer,
        body: ZLocaleChangeRequest,
        response: { 200: ZLocaleChangeResponse },
      },
    },
    async (request) => setPreferredLocale(app.deps, actorOf(request), request.body),
  );
};
