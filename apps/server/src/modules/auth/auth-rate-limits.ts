import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { limitBy } from '../../plugins/rate-limit.ts';

/**
 * The per-username bucket: a hash of the normalized username as typed, so it is the same whether or
 * not the e-mail exists (and no e-mail is kept in memory).
 */
const usernameKey = (value: unknown) =>
  `user:${createHash('sha256')
    .update(
      String(value ?? '')
        .trim()
        .toLowerCase(),
    )
    .digest('base64url')}`;
const ipKey = (request: FastifyRequest) => `ip:${request.ip}`;

const windowMs = (app: FastifyInstance) => app.deps.config.RATE_LIMIT_WINDOW_MINUTES * 60_000;

/** Login attempts: per client IP and per username. */
export const loginRateLimit = (app: FastifyInstance) =>
  limitBy(app, [
    { max: app.deps.config.LOGIN_RATE_LIMIT_PER_IP, timeWindowMs: windowMs(app), key: ipKey },
    {
      max: app.deps.config.LOGIN_RATE_LIMIT,
      timeWindowMs: windowMs(app),
      key: (request) => usernameKey((request.body as { username?: unknown } | undefined)?.username),
    },
  ]);

/** One-time-password requests: per client IP and per username. */
export const oneTimePasswordRateLimit = (app: FastifyInstance) =>
  limitBy(app, [
    { max: app.deps.config.ONE_TIME_PASSWORD_RATE_LIMIT_PER_IP, timeWindowMs: windowMs(app), key: ipKey },
    {
      max: app.deps.config.ONE_TIME_PASSWORD_RATE_LIMIT,
      timeWindowMs: windowMs(app),
      key: (request) => usernameKey((request.query as { username?: unknown } | undefined)?.username),
    },
  ]);
