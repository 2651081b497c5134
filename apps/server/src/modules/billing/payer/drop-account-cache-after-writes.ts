import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Same-instance read-your-writes for the account: once a billing call that may write has been handled,
 * and before its answer leaves, this instance drops what it cached for the account. Registered in the
 * scope of the retail payment calls: it applies to those routes only.
 */
export const dropAccountCacheAfterWrites: FastifyPluginAsync = fp(async (app) => {
  app.addHook('onSend', (request, _reply, payload, done) => {
    const accountId = request.identity?.accountId;
    if (accountId && request.method !== 'GET')
      app.deps.dataCache.invalidate({ kind: 'account', id: accountId });
    done(null, payload);
  });
});
