import { ZLoginResponse, ZOidcCompleteRequest } from '@puente/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../lib/app-error.ts';
import { publicOrigin } from '../../../lib/public-origin.ts';
import { oidcSignInLimit } from '../auth-rate-limits.ts';
import { clientInfo } from '../client-info.ts';
import { completeOidcSignIn } from './complete-oidc-sign-in.ts';
import { OIDC_SIGN_IN_TTL_MS, startOidcSignIn } from './start-oidc-sign-in.ts';
import { verifyOidcCallback } from './verify-oidc-callback.ts';

const tags = ['authentication'];
const COOKIE = 'puente_oidc';
const COOKIE_PATH = '/api/auth/oidc';
const CALLBACK_PATH = '/api/auth/oidc/callback';

/** The browser's cookie of the sign-in it began (no cookie plugin: one value is read). */
function browserSecret(request: FastifyRequest): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === COOKIE) return value.join('=') || undefined;
  }
  return undefined;
}

function cookie(origin: string, value: string, maxAgeSeconds: number): string {
  const secure = origin.startsWith('https:') ? '; Secure' : '';
  return `${COOKIE}=${value}; Path=${COOKIE_PATH}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure}`;
}

/** Where a sign-in that failed ends: the login page, which shows the code's translated message. */
function toLoginPage(reply: FastifyReply, error: unknown) {
  if (!(error instanceof AppError)) throw error;
  return reply.redirect(`/login?oidcError=${encodeURIComponent(error.code)}`, 303);
}

/**
 * Sign-in with the school's own accounts through its OpenID Connect provider (decision 0147). The
 * redirect URI is the callback at the school's configured origin (PUBLIC_URL or its first host, as mail
 * links are), never the request's Host.
 */
export const oidcRoutes: FastifyPluginAsyncZod = async (app) => {
  const limit = oidcSignInLimit(app);
  /** The school's origin; a school with none (no host, no PUBLIC_URL) cannot be given a redirect URI. */
  const origin = (request: FastifyRequest) => {
    const value = publicOrigin(app.deps.config, request.tenant);
    if (!value) throw new AppError('auth.oidc-not-configured');
    return value;
  };

  app.get(
    '/auth/oidc/start',
    {
      schema: {
        tags,
        summary: "Begins a sign-in with the school's OpenID Connect provider",
        description:
          "303 to the provider's authorization URL (state, nonce and PKCE kept server-side, bound to this " +
          'browser by an HttpOnly cookie for 10 minutes). Failures (no provider configured, provider ' +
          'unreachable, rate limited) go to /login?oidcError=<code>. Counted with the per-IP login limit.',
      },
    },
    async (request, reply) => {
      try {
        await limit.count(request, reply);
        const started = await startOidcSignIn(app.deps, request.tenant, `${origin(request)}${CALLBACK_PATH}`);
        reply.header(
          'set-cookie',
          cookie(origin(request), started.browserSecret, OIDC_SIGN_IN_TTL_MS / 1000),
        );
        reply.header('cache-control', 'no-store');
        return reply.redirect(started.location, 303);
      } catch (error) {
        return toLoginPage(reply, error);
      }
    },
  );

  app.get(
    '/auth/oidc/callback',
    {
      schema: {
        tags,
        summary: "The school's provider sends the browser back here",
        description:
          'The state is used once; the code is exchanged with its PKCE verifier and nonce; the e-mail must be ' +
          "verified and of the school's domains, and a user of the school (created only where the school " +
          'allows it). Success: 303 to /login?oidc=done, where the page completes the sign-in (POST ' +
          '/api/auth/oidc/complete). Any failure: 303 to /login?oidcError=<code>.',
        // No query schema: the callback reads its whole address (code, state, iss, error) as the provider
        // sent it, and openid-client checks it.
      },
    },
    async (request, reply) => {
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      try {
        const callbackUrl = new URL(`${origin(request)}${CALLBACK_PATH}${query}`);
        // Counted before anything is checked; a success takes back this count and its start's.
        await limit.count(request, reply);
        await verifyOidcCallback(app.deps, request.tenant, {
          callbackUrl,
          browserSecret: browserSecret(request),
        });
        await limit.succeeded(request);
        await limit.succeeded(request);
        reply.header('cache-control', 'no-store');
        return reply.redirect('/login?oidc=done', 303);
      } catch (error) {
        return toLoginPage(reply, error);
      }
    },
  );

  app.post(
    '/auth/oidc/complete',
    {
      config: { errorFormat: 'list' },
      // No sign-in of this browser to complete: refused before the body is read.
      onRequest: async (request) => {
        if (!browserSecret(request)) throw new AppError('auth.oidc-state');
      },
      schema: {
        tags,
        summary: "Completes a sign-in the school's provider verified, in the browser that began it",
        description:
          'Answers the login response, exactly as POST /api/authentication/login (with its steps: change ' +
          'password, terms, add payment). Once per verified sign-in; 401 ["auth.oidc-state"] otherwise.',
        body: ZOidcCompleteRequest,
        response: { 200: ZLoginResponse },
      },
    },
    async (request, reply) => {
      const response = await completeOidcSignIn(
        app.deps,
        request.tenant,
        browserSecret(request),
        request.body,
        clientInfo(request),
      );
      reply.header('set-cookie', cookie(publicOrigin(app.deps.config, request.tenant), '', 0));
      return response;
    },
  );
};
