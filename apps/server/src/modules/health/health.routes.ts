import { ZHealthResponse, ZReadyResponse } from '@puente/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const version = process.env.npm_package_version ?? '0.0.0';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { skipTenant: true },
      schema: {
        tags: ['system'],
        summary: 'Liveness and database reachability',
        response: { 200: ZHealthResponse, 503: ZHealthResponse },
      },
    },
    async (_request, reply) => {
      const reachable = await app.deps.database.ping();
      return reply.status(reachable ? 200 : 503).send({
        status: reachable ? 'ok' : 'degraded',
        database: { kind: app.deps.database.kind, reachable },
        version,
      });
    },
  );

  // Readiness, apart from liveness: whether a load balancer should send this instance traffic.
  app.get(
    '/ready',
    {
      config: { skipTenant: true },
      schema: {
        tags: ['system'],
        summary: 'Readiness: migrations ran, the database and the cache listener are up; 503 while stopping',
        response: { 200: ZReadyResponse, 503: ZReadyResponse },
      },
    },
    async (_request, reply) => {
      const { ready, checks } = await app.readiness.check();
      const status = ready ? 'ready' : app.readiness.draining ? 'stopping' : 'not-ready';
      return reply.status(ready ? 200 : 503).send({ status, checks });
    },
  );
};
