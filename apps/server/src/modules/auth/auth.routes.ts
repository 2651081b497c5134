import {
  ACCESS,
  ZIntrospectResponse,
  ZLocationResponse,
  ZLoginRequest,
  ZLoginResponse,
  ZOriginResponse,
} from '@puente/shared';
import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { localeFromAcceptLanguage, resolveLocale } from '../../lib/locale.ts';
import { bearerToken } from '../../lib/session-token.ts';
import { requireAccess } from '../../plugins/auth.ts';
import { loginFailureLimit } from './auth-rate-limits.ts';
import { clientInfo } from './client-info.ts';
import { impersonate } from './impersonation/index.ts';
import { dummyPasswordHash, introspect, login, logoff, refreshSession } from './sessions/index.ts';

const tags = ['authentication'];
const bearer = [{ bearer: [] }];

/** A login body whose only fault is the username answers 401 errors.username.invalid (spec section 8). */
function loginValidationError(error: FastifyError): Error {
  if (!hasZodFastifySchemaValidationErrors(error)) return error;
  const onlyUsername = error.validation.every(
    (issue) => issue.instancePath === '/username' && issue.message === 'errors.username.invalid',
  );
  return onlyUsername ? new AppError('errors.username.invalid') : error;
}

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  void dummyPasswordHash();
  const loginLimit = loginFailureLimit(app);

  app.post(
    '/authentication/login',
    {
      config: { errorFormat: 'list' },
      attachValidation: true,
      preHandler: loginLimit.count,
      schema: {
        tags,
        summary: 'Sign in with username (e-mail) and password, or a one-time password',
        description:
          '401 answers a list of codes: ["errors.username.invalid"] or ["errors.login.credentials"] (the same ' +
          'for an unknown user and a wrong password). When the user must change password or accept the ' +
          'terms, tokenId is a temporary token (15 minutes) accepted only by PATCH /api/user/putpassword. ' +
          'Failed logins are limited per client IP and per username (of the school): 429 ["system.rate-limited"]; a ' +
          "successful login clears its username's count and does not count against its IP.",
        body: ZLoginRequest,
        response: { 200: ZLoginResponse },
      },
    },
    async (request) => {
      // The attempt was counted before this (preHandler): a failure leaves it counted.
      if (request.validationError) throw loginValidationError(request.validationError as FastifyError);
      const response = await login(app.deps, request.tenant, request.body, clientInfo(request));
      await loginLimit.succeeded(request);
      return response;
    },
  );

  app.put(
    '/authentication/logoff',
    {
      config: { revokesAccess: true },
      schema: {
        tags,
        summary: 'Sign out: revokes the session of the Bearer token (204 with or without one)',
        security: bearer,
      },
    },
    async (request, reply) => {
      await logoff(app.deps, request.tenant, bearerToken(request.headers.authorization));
      return reply.status(204).send();
    },
  );

  app.get(
    '/authentication/introspect',
    {
      onRequest: requireAccess(ACCESS.signedIn),
      schema: {
        tags,
        summary: 'Milliseconds left on the access token, and the tenant switches',
        security: bearer,
        response: { 200: ZIntrospectResponse },
      },
    },
    async (request) => introspect(app.deps.clock, request.tenant, request.authSession!),
  );

  app.post(
    '/authentication/refresh',
    {
      config: { revokesAccess: true },
      schema: {
        tags,
        summary: 'Rotates the access token: the current one is revoked, a new one is returned',
        description:
          'No body. An expired, revoked or missing token answers 401 system.could-not-refresh-session.',
        security: bearer,
        response: { 200: ZLoginResponse },
      },
    },
    async (request) => refreshSession(app.deps, request.tenant, request.authSession, clientInfo(request)),
  );

  app.post(
    '/authentication/impersonate/:userId',
    {
      onRequest: requireAccess(ACCESS.admin),
      schema: {
        tags,
        summary: 'An administrator signs in as another user of the tenant',
        description:
          'Returns a login response for the user; GET /api/user/me then shows the impersonator. The ' +
          "session ends with the administrator's own (logoff, revocation, password change, expiry) and " +
          'when the administrator stops being one (role change, deactivation, deletion, password reset). ' +
          'Another administrator cannot be acted as: 403 user.impersonate-administrator.',
        security: bearer,
        params: z.object({ userId: z.uuid() }),
        response: { 200: ZLoginResponse },
      },
    },
    async (request) =>
      impersonate(
        app.deps,
        request.tenant,
        actorOf(request),
        request.authSession!,
        request.params.userId,
        clientInfo(request),
      ),
  );

  app.get(
    '/authentication/origin',
    {
      schema: {
        tags,
        summary: "The caller's IP address",
        description:
          'The call the login screen makes to learn the client IP it sends as origin (spec section 7 leaves ' +
          'its path open). The address is the one the server sees (the proxy-forwarded one when TRUST_PROXY).',
        response: { 200: ZOriginResponse },
      },
    },
    async (request) => ({ ip: request.ip }),
  );

  app.get(
    '/authentication/location',
    {
      schema: {
        tags,
        summary: 'Login location info: IP and preferred locale',
        description:
          'The login location call (spec section 7 leaves its path open): the caller IP, the locale from ' +
          'Accept-Language (else the tenant default). timeZone and country are null: no geolocation is done.',
        response: { 200: ZLocationResponse },
      },
    },
    async (request) => ({
      ip: request.ip,
      locale: resolveLocale(
        localeFromAcceptLanguage(request.headers['accept-language']),
        request.tenant.defaultLocale,
      ),
      timeZone: null,
      country: null,
    }),
  );
};
