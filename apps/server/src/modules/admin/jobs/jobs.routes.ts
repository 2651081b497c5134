import { ACCESS, ZJobList, ZJobListQuery, ZJobParams } from '@puente/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAccess } from '../../../plugins/auth.ts';
import { emptyJsonBody } from '../../../plugins/empty-json-body.ts';
import { listJobs } from './list-jobs.ts';
import { retryJob } from './retry-job.ts';

const security = [{ bearer: [] }];
const tags = ['admin'];
const adminOnly = requireAccess(ACCESS.admin);
const scope =
  "Administrators only. The school's own jobs; the platform's jobs (no school) only for the default " +
  "school's administrators (decision 0122).";

/** Background jobs, as administrators watch and retry them. */
export const jobsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(emptyJsonBody);

  app.get(
    '/admin/jobs',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary: 'The latest 100 background jobs (queued, running, done, failed with the last error)',
        description: scope,
        querystring: ZJobListQuery,
        response: { 200: ZJobList },
      },
    },
    async (request) => listJobs(app.deps, request.tenant, request.query),
  );

  app.post(
    '/admin/jobs/:id/retry',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary: 'Runs a failed job again now',
        description: `${scope} A job that is not failed, or not in view, answers 404 job.not-found.`,
        params: ZJobParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await retryJob(app.deps, request.tenant, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
