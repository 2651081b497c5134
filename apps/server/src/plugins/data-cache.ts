import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import { responseSerializer, serializerModeOf } from '../lib/response-serializer.ts';
import { SCOPES } from './auth-contract.ts';

const READ_ONLY = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Connects `deps.dataCache` to the invalidation listener (it answers from memory only while the
 * listener is live) and gives same-instance read-your-writes: once a signed-in request that may write
 * (any method but GET, HEAD, OPTIONS) has been handled, and before its answer leaves, this instance
 * drops what it cached for that user's learner data or, for staff, everything it cached for the tenant.
 * (A student changes their account only through the billing calls, which drop it themselves: an
 * exercise check must not cost the next request a fresh read of the account.) Other instances drop theirs when the database's notification arrives.
 */
export const dataCachePlugin = fp(async (app) => {
  const { dataCache } = app.deps;
  dataCache.connect(app.cacheInvalidation);
  // A callback hook: no promise per request.
  app.addHook('onSend', (request, _reply, payload, done) => {
    const { identity } = request;
    if (identity && !READ_ONLY.has(request.method)) {
      if (identity.scopes.includes(SCOPES.staff)) {
        dataCache.invalidate({ kind: 'tenant', id: identity.tenantId });
      } else {
        dataCache.invalidate({ kind: 'learner', id: identity.userId });
      }
    }
    done(null, payload);
  });
});

/** The serializer Fastify compiles for a route's 200 schema, for JSON that is computed once and kept. */
export function jsonOf<Schema extends z.ZodType>(
  app: Pick<FastifyInstance, 'deps'>,
  schema: Schema,
  url: string,
): (data: z.output<Schema>) => string {
  return responseSerializer(schema, { method: 'GET', url }, serializerModeOf(app.deps.config.NODE_ENV));
}

/** Sends JSON already serialized (by jsonOf): Fastify sends a string with a JSON content type as it is. */
export function sendJson(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
