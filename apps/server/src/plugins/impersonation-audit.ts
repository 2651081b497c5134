import fp from 'fastify-plugin';
import { impersonationWrites } from '../db/schema/index.ts';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Records every write an impersonating administrator attempts (any call but GET, HEAD and OPTIONS),
 * before the call runs: the administrator, the user acted as, the session, the method and the route.
 * Registered after the auth plugin, which resolves the session.
 */
export const impersonationAuditPlugin = fp(async (app) => {
  // A callback hook: the requests it does not concern (nearly all) make no promise.
  app.addHook('onRequest', (request, _reply, done) => {
    const identity = request.identity;
    if (!identity?.impersonatorId || READS.has(request.method)) return done();
    app.deps.db
      .insert(impersonationWrites)
      .values({
        tenantId: identity.tenantId,
        sessionId: identity.sessionId,
        impersonatorUserId: identity.impersonatorId,
        userId: identity.userId,
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        createdAt: app.deps.clock.now(),
      })
      .then(
        () => done(),
        (error: unknown) => done(error as Error),
      );
  });
});
