import { type AccessRule, hasScopes, type ScopeMode } from '@puente/shared';
import { and, eq, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import type { Database } from '../db/database.ts';
import { type SessionKind, sessions, users } from '../db/schema/index.ts';
import { AppError } from '../lib/app-error.ts';
import { resolveLocale } from '../lib/locale.ts';
import { bearerToken, hashSessionToken } from '../lib/session-token.ts';
import { type Identity, type Scope, scopesFor } from './auth-contract.ts';
import type { CacheInvalidation } from './cache-invalidation.ts';
import { CachedTokenIndex } from './cached-token-index.ts';

/** The session behind the request's token (null without a valid one). */
export type AuthSession = {
  id: string;
  kind: SessionKind;
  userId: string;
  expiresAt: Date;
  /** The end of the chain of refreshed tokens this one belongs to (null: a session issued before the cap). */
  chainExpiresAt: Date | null;
  rememberMe: boolean;
  impersonatorId: string | null;
  /** An impersonation session: the administrator's session it lives within (see sessions.parentSessionId). */
  parentSessionId: string | null;
  /** When that session expires: this one is never valid, nor refreshed, beyond it. */
  parentExpiresAt: Date | null;
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

/** What a token resolves to, as kept in memory: the session and the identity of its user. */
type ResolvedToken = { tenantId: string; session: AuthSession; identity: Identity };

/**
 * Resolves a token's session and user in one prepared query, and remembers the answer (an LRU keyed
 * by the token's hash) while the invalidation listener is live: a revoked session or any change to
 * its user drops the entry on every instance before the revoking request answers. An impersonation
 * session is valid only while the administrator's session it was opened from is (not revoked, and it
 * expires with it): the administrator's logoff, revocation or password change ends it. It is also valid
 * only while its impersonator is a live, active administrator of the same school, and never when the user
 * acted as is an administrator (decision 0106): a change to the impersonator drops it from memory too.
 */
function createSessionResolver(
  db: Database,
  options: { ttlMs: number; max?: number; invalidation: Pick<CacheInvalidation, 'live' | 'subscribe'> },
) {
  const parent = alias(sessions, 'parent_session');
  const impersonator = alias(users, 'impersonator');
  const byHash = db
    .select({
      sessionId: sessions.id,
      tenantId: sessions.tenantId,
      kind: sessions.kind,
      expiresAt: sessions.expiresAt,
      chainExpiresAt: sessions.chainExpiresAt,
      rememberMe: sessions.rememberMe,
      impersonatorId: sessions.impersonatorId,
      parentSessionId: sessions.parentSessionId,
      parentExpiresAt: parent.expiresAt,
      userId: users.id,
      accountId: users.accountId,
      role: users.role,
      isMaster: users.isMaster,
      isTutor: users.isTutor,
      preferredLocale: users.preferredLocale,
      timeZone: users.timeZone,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(parent, eq(parent.id, sessions.parentSessionId))
    .leftJoin(
      impersonator,
      and(eq(impersonator.id, sessions.impersonatorId), eq(impersonator.tenantId, sessions.tenantId)),
    )
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('hash')),
        eq(sessions.tenantId, sql.placeholder('tenantId')),
        isNull(sessions.revokedAt),
        isNull(users.deletedAt),
        isNull(users.deactivatedAt),
        or(isNull(sessions.parentSessionId), and(isNotNull(parent.id), isNull(parent.revokedAt))),
        // An impersonation: its administrator still is one, and does not act as another administrator.
        or(
          isNull(sessions.impersonatorId),
          and(
            eq(impersonator.role, 'Administrator'),
            isNull(impersonator.deletedAt),
            isNull(impersonator.deactivatedAt),
            ne(users.role, 'Administrator'),
          ),
        ),
      ),
    )
    .limit(1)
    .prepare('auth_session_by_token_hash');

  const read = async (hash: string, tenantId: string): Promise<ResolvedToken | undefined> => {
    const [row] = await byHash.execute({ hash, tenantId });
    if (!row) return undefined;
    const { parentExpiresAt } = row;
    const session: AuthSession = {
      id: row.sessionId,
      kind: row.kind,
      userId: row.userId,
      expiresAt: parentExpiresAt && parentExpiresAt < row.expiresAt ? parentExpiresAt : row.expiresAt,
      chainExpiresAt: row.chainExpiresAt,
      rememberMe: row.rememberMe,
      impersonatorId: row.impersonatorId,
      parentSessionId: row.parentSessionId,
      parentExpiresAt,
    };
    const identity: Identity = {
      userId: row.userId,
      tenantId: row.tenantId,
      accountId: row.accountId,
      role: row.role,
      isMaster: row.isMaster,
      isTutor: row.isTutor,
      locale: resolveLocale(row.preferredLocale),
      scopes: scopesFor(row),
      sessionId: row.sessionId,
      impersonatorId: row.impersonatorId,
      timeZone: row.timeZone,
    };
    return { tenantId: row.tenantId, session, identity };
  };

  const { invalidation, ttlMs } = options;
  if (ttlMs <= 0) return read;
  let generation = 0;
  // Every token the cache holds, by the ids whose change drops it: kept by the cache's own hooks, called
  // synchronously as an answer is stored and as an entry leaves (dropped, evicted, expired or replaced).
  const index = new CachedTokenIndex();
  const cache = new LRUCache<string, ResolvedToken, string>({
    max: options.max ?? 10_000,
    ttl: ttlMs,
    onInsert: (value, hash) => index.add(hash, value.session),
    dispose: (value, hash) => index.remove(hash, value.session),
    fetchMethod: async (hash, _stale, { context: tenantId }) => {
      const started = generation;
      const found = await read(hash, tenantId);
      // A revocation arrived while reading: answer from the database again, keep nothing.
      return started === generation ? found : undefined;
    },
  });
  invalidation.subscribe((change) => {
    if (change.kind === 'all') {
      generation++;
      cache.clear();
      index.clear();
      return;
    }
    if (change.kind !== 'session' && change.kind !== 'user') return;
    generation++;
    // An impersonation session goes with the administrator's session it lives within, and with any
    // change to the administrator (a role, deactivation or deletion ends it): the index has it under both.
    for (const hash of index.take(change.kind, change.id)) cache.delete(hash);
  });
  return async (hash: string, tenantId: string): Promise<ResolvedToken | undefined> => {
    if (!invalidation.live) return read(hash, tenantId);
    // A revocation drops the session while it is read, aborting that read: the database answers.
    const cached = await cache.fetch(hash, { context: tenantId }).catch(() => undefined);
    if (cached) return cached.tenantId === tenantId ? cached : undefined;
    return read(hash, tenantId);
  };
}

/** Reads `Authorization: Bearer <token>` and sets request.identity (and request.locale to the user's). */
export const authPlugin = fp(async (app) => {
  const resolve = createSessionResolver(app.deps.db, {
    ttlMs: app.deps.config.AUTH_CACHE_MS,
    invalidation: app.cacheInvalidation,
  });
  app.decorateRequest('identity', null);
  app.decorateRequest('authSession', null);
  app.addHook('onRequest', async (request) => {
    if (!request.tenant) return;
    const token = bearerToken(request.headers.authorization);
    if (!token) return;
    const found = await resolve(hashSessionToken(token), request.tenant.id);
    if (!found) return;
    const { session, identity } = found;
    if (session.expiresAt <= app.deps.clock.now()) return;
    if (session.kind === 'temporary' && !request.routeOptions.config?.acceptTemporaryToken) return;
    request.authSession = session;
    request.identity = identity;
    request.locale = identity.locale;
  });
});

/** The identity of a request a guard already checked. */
export function identityOf(request: FastifyRequest): Identity {
  if (!request.identity) throw new AppError('system.unauthorized');
  return request.identity;
}

/**
 * 401 without identity; 403 `system.forbidden` unless it holds all (or any) of the scopes. Not exported:
 * routes name a rule of the shared table (`requireAccess(ACCESS.…)`), so one table decides who may call.
 * Guards are onRequest hooks so they answer before the body is read or validated (no schema error for a
 * caller who may not call).
 */
const requireScopes =
  (mode: ScopeMode, ...scopes: Scope[]) =>
  async (request: FastifyRequest) => {
    if (!hasScopes(identityOf(request).scopes, scopes, mode)) throw new AppError('system.forbidden');
  };

/** Route `onRequest` hook for one of the shared access rules (`ACCESS.admin`…): roles written once. */
export const requireAccess = (rule: AccessRule) => requireScopes(rule.scopeMode ?? 'all', ...rule.scopes);

/**
 * Route `onRequest` hook for what only the user themself may do (change their password): 401 without
 * identity; 403 `system.forbidden` while an administrator acts as the user, before the body is read.
 */
export const requireOwnSession = () => async (request: FastifyRequest) => {
  if (identityOf(request).impersonatorId) throw new AppError('system.forbidden');
};
