import { hasScopes, type ScopeMode } from '@puente/shared';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/database.ts';
import { type SessionKind, sessions, users } from '../db/schema/index.ts';
import { AppError } from '../lib/app-error.ts';
import { resolveLocale } from '../lib/locale.ts';
import { bearerToken, hashSessionToken } from '../lib/session-token.ts';
import { type Identity, type Scope, scopesFor } from './auth-contract.ts';

/** The session behind the request's token (null without a valid one). */
export type AuthSession = {
  id: string;
  kind: SessionKind;
  userId: string;
  expiresAt: Date;
  rememberMe: boolean;
  impersonatorId: string | null;
};

declare module 'fastify' {
  interface FastifyRequest {
    /** The valid session the Bearer token names, when the route accepts its kind. */
    authSession: AuthSession | null;
  }
  interface FastifyContextConfig {
    /** Accepts temporary tokens (login extra steps); only the password change sets it. */
    acceptTemporaryToken?: boolean;
  }
}

/** The non-revoked, non-expired session of a tenant a token names, with its user. */
async function findActiveSession(db: Database, tenantId: string, token: string, now: Date) {
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, hashSessionToken(token)),
        eq(sessions.tenantId, tenantId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        isNull(users.deletedAt),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Reads `Authorization: Bearer <token>` and sets request.identity (and request.locale to the user's). */
export const authPlugin = fp(async (app) => {
  app.decorateRequest('identity', null);
  app.decorateRequest('authSession', null);
  app.addHook('onRequest', async (request) => {
    if (!request.tenant) return;
    const token = bearerToken(request.headers.authorization);
    if (!token) return;
    const found = await findActiveSession(app.deps.db, request.tenant.id, token, app.deps.clock.now());
    if (!found) return;
    const { session, user } = found;
    if (session.kind === 'temporary' && !request.routeOptions.config?.acceptTemporaryToken) return;
    request.authSession = {
      id: session.id,
      kind: session.kind,
      userId: user.id,
      expiresAt: session.expiresAt,
      rememberMe: session.rememberMe,
      impersonatorId: session.impersonatorId,
    };
    const locale = resolveLocale(user.preferredLocale);
    request.identity = {
      userId: user.id,
      tenantId: user.tenantId,
      accountId: user.accountId,
      role: user.role,
      isMaster: user.isMaster,
      isTutor: user.isTutor,
      locale,
      scopes: scopesFor(user),
      sessionId: session.id,
      impersonatorId: session.impersonatorId,
    } satisfies Identity;
    request.locale = locale;
  });
});

/** The identity of a request a guard already checked. */
export function identityOf(request: FastifyRequest): Identity {
  if (!request.identity) throw new AppError('system.unauthorized');
  return request.identity;
}

/** preHandler: 401 `system.unauthorized` without a valid access token. */
export const requireAuth = () => async (request: FastifyRequest) => {
  identityOf(request);
};

/** preHandler: 401 without identity; 403 `system.forbidden` unless it holds all (or any) of the scopes. */
export const requireScopes =
  (mode: ScopeMode, ...scopes: Scope[]) =>
  async (request: FastifyRequest) => {
    if (!hasScopes(identityOf(request).scopes, scopes, mode)) throw new AppError('system.forbidden');
  };
