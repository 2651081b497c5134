import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';

/**
 * @fastify/rate-limit with no global limit: routes opt in (route config `rateLimit`). The
 * sign-in limits count in the database instead, shared by every instance (modules/auth/auth-rate-limits.ts).
 * Over the limit the error handler answers 429 `system.rate-limited`, translated (a list on list routes).
 */
export const rateLimitPlugin = fp(async (app) => {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new AppError('system.rate-limited', { status: context.statusCode }),
  });
});
