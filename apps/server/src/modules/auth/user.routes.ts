import {
  ACCESS,
  ZIdentityResponse,
  ZLocaleChangeRequest,
  ZLocaleChangeResponse,
  ZLoginResponse,
  ZMyProfile,
  ZMyProfileEdit,
  ZMySessions,
  ZOneTimePasswordQuery,
  ZPasswordChangeRequest,
  ZSignedOutOthers,
  ZSignOutDeviceParams,
} from '@puente/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/actor.ts';
import { requireAccess, requireOwnSession } from '../../plugins/auth.ts';
import { oneTimePasswordRateLimit, passwordCheckLimit } from './auth-rate-limits.ts';
import { clientInfo } from './client-info.ts';
import { changePassword, sendOneTimePassword } from './password/index.ts';
import {
  getMyIdentity,
  getMyProfile,
  listMySessions,
  setPreferredLocale,
  signOutDevice,
  signOutOtherSessions,
  updateMyProfile,
} from './profile/index.ts';

const tags = ['user'];
const bearer = [{ bearer: [] }];

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const passwordChecks = passwordCheckLimit(app);
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
          'system.forbidden while an administrator acts as the user. A wrong current password (400 ' +
          '["user.invalid-password"]) also counts with the user\'s failed logins; the 5th wrong one (counted ' +
          'per user, failed logins by others do not add up) ends the session: 401 ' +
          '["user.password-attempts-exceeded"]; attempts past it answer 429 ["system.rate-limited"] unchecked.',
        security: bearer,
        body: ZPasswordChangeRequest,
        response: { 200: ZLoginResponse },
      },
    },
    async (request, reply) =>
      changePassword(
        app.deps,
        request.tenant,
        actorOf(request),
        request.authSession!,
        request.body,
        clientInfo(request),
        passwordChecks(request.tenant.id, reply),
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
      onRequest: requireAccess(ACCESS.signedIn),
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
      onRequest: requireAccess(ACCESS.signedIn),
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

  app.get(
    '/user/profile',
    {
      onRequest: requireAccess(ACCESS.signedIn),
      schema: {
        tags,
        summary: "The signed-in user's profile: name, e-mail (the username), language and time zone",
        security: bearer,
        response: { 200: ZMyProfile },
      },
    },
    async (request) => getMyProfile(app.deps, actorOf(request)),
  );

  app.put(
    '/user/profile',
    {
      onRequest: requireOwnSession(),
      schema: {
        tags,
        summary: 'Saves the name, language and time zone of the signed-in user (not the e-mail)',
        description:
          '400 invalid with ModelState for a blank name or an unknown time zone; 403 system.forbidden while ' +
          'an administrator acts as the user.',
        security: bearer,
        body: ZMyProfileEdit,
        response: { 200: ZMyProfile },
      },
    },
    async (request) => updateMyProfile(app.deps, actorOf(request), request.body),
  );

  app.get(
    '/user/sessions',
    {
      onRequest: requireAccess(ACCESS.signedIn),
      schema: {
        tags,
        summary: "The user's signed-in devices (live sessions of their own), newest first",
        security: bearer,
        response: { 200: ZMySessions },
      },
    },
    async (request) => listMySessions(app.deps, actorOf(request), request.authSession!),
  );

  app.post(
    '/user/sessions/sign-out-others',
    {
      config: { revokesAccess: true },
      onRequest: requireOwnSession(),
      schema: {
        tags,
        summary: 'Signs the user out of every other device; the calling session stays',
        description: 'Answers once every instance has dropped the ended sessions. 403 while impersonating.',
        security: bearer,
        response: { 200: ZSignedOutOthers },
      },
    },
    async (request) => signOutOtherSessions(app.deps, actorOf(request), request.authSession!),
  );

  app.post(
    '/user/sessions/:id/sign-out-device',
    {
      config: { revokesAccess: true },
      onRequest: requireOwnSession(),
      schema: {
        tags,
        summary:
          'Signs the user out of one device: its sessions (same browser and address) end, never this one',
        description:
          'The id is any session of the device (a row of GET /user/sessions). Answers once every instance ' +
          "has dropped the ended sessions. 404 system.not-found for a session not the user's; 403 while impersonating.",
        security: bearer,
        params: ZSignOutDeviceParams,
        response: { 200: ZSignedOutOthers },
      },
    },
    async (request) => signOutDevice(app.deps, actorOf(request), request.authSession!, request.params.id),
  );
};
