import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';

/**
 * @fastify/rate-limit with no global limit: routes opt in (route config `rateLimit`, or `limitBy`).
 * Over the limit the error handler answers 429 `system.rate-limited`, translated (a list on list routes).
 */
export const rateLimitPlugin = fp(async (app) => {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new AppError('system.rate-limited', { status: context.statusCode }),
  });
});

export type LimitRule = {
  /** Requests allowed per window for one key. */
  max: number;
  timeWindowMs: number;
  /** The bucket a request counts in (e.g. its IP, or a hash of its username). */
  key: (request: FastifyRequest) => string;
};

/**
 * A preHandler counting the request in every rule's bucket; over any limit it answers 429 with Retry-After.
 * Each call makes its own buckets, so two routes never share counts.
 */
export function limitBy(app: FastifyInstance, rules: LimitRule[]) {
  const limiters = rules.map((rule) =>
    app.createRateLimit({ max: rule.max, timeWindow: rule.timeWindowMs, keyGenerator: rule.key }),
  );
  return async (request: FastifyRequest, reply: { header(name: string, value: number): unknown }) => {
    for (const limiter of limiters) {
      const result = await limiter(request);
      if (!result.isAllowed && result.isExceeded) {
        reply.header('retry-after', result.ttlInSeconds);
        throw new AppError('system.rate-limited');
      }
    }
  };
}
