import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { AppError } from '../../lib/app-error.ts';
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

const loginUsernameKey = (request: FastifyRequest) =>
  usernameKey((request.body as { username?: unknown } | undefined)?.username);

/**
 * Failed logins, per client IP and per username: over either limit the login answers 429 with
 * Retry-After until the window that began with the first failure ends. Only failures count; a
 * successful login clears its username's count (the lockout) but not its IP's, so a classroom behind
 * one address signs in freely while guessing from it is still limited.
 */
export function loginFailureLimit(app: FastifyInstance) {
  const { config } = app.deps;
  const rules = [
    { max: config.LOGIN_RATE_LIMIT_PER_IP, key: ipKey },
    { max: config.LOGIN_RATE_LIMIT, key: loginUsernameKey },
  ];
  const failures = new LRUCache<string, { count: number }>({ max: 100_000, ttl: windowMs(app) });
  return {
    /** preHandler: 429 while the IP or the username is over its limit. */
    async check(request: FastifyRequest, reply: FastifyReply) {
      for (const rule of rules) {
        const key = rule.key(request);
        if ((failures.get(key)?.count ?? 0) < rule.max) continue;
        reply.header('retry-after', Math.max(1, Math.ceil(failures.getRemainingTTL(key) / 1000)));
        throw new AppError('system.rate-limited');
      }
    },
    failed(request: FastifyRequest) {
      for (const rule of rules) {
        const key = rule.key(request);
        const entry = failures.get(key);
        if (entry) entry.count++;
        else failures.set(key, { count: 1 });
      }
    },
    succeeded(request: FastifyRequest) {
      failures.delete(loginUsernameKey(request));
    },
  };
}

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
