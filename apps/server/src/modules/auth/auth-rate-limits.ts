import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { loginFailures } from '../../db/schema/index.ts';
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
 * one address signs in freely while guessing from it is still limited. The counts are in the database
 * (login_failures), so instances behind a load balancer share them: N instances do not give N times the
 * guesses.
 */
export function loginFailureLimit(app: FastifyInstance) {
  const { config, db, clock } = app.deps;
  const rules = [
    { max: config.LOGIN_RATE_LIMIT_PER_IP, key: ipKey },
    { max: config.LOGIN_RATE_LIMIT, key: loginUsernameKey },
  ];
  return {
    /** preHandler: 429 while the IP or the username is over its limit. */
    async check(request: FastifyRequest, reply: FastifyReply) {
      const now = clock.now();
      const keys = rules.map((rule) => rule.key(request));
      const { rows } = await db.execute<{ key: string; failures: number; window_ends_at: string }>(sql`
        select key, failures, window_ends_at from ${loginFailures}
        where key in (${sql.join(
          keys.map((key) => sql`${key}`),
          sql`, `,
        )})
          and window_ends_at > ${now.toISOString()}::timestamptz`);
      for (const [i, rule] of rules.entries()) {
        const row = rows.find((r) => r.key === keys[i]);
        if (!row || row.failures < rule.max) continue;
        const leftMs = new Date(row.window_ends_at).getTime() - now.getTime();
        reply.header('retry-after', Math.max(1, Math.ceil(leftMs / 1000)));
        throw new AppError('system.rate-limited');
      }
    },
    /** Counts a failure in each bucket (a window ended starts a new one), and drops windows long ended. */
    async failed(request: FastifyRequest) {
      const now = clock.now();
      const ends = new Date(now.getTime() + windowMs(app));
      const values = rules.map((rule) => sql`(${rule.key(request)}, 1, ${ends.toISOString()}::timestamptz)`);
      await db.execute(sql`
        with expired as (
          delete from ${loginFailures} where window_ends_at <= ${now.toISOString()}::timestamptz
            and key not in (${sql.join(
              rules.map((rule) => sql`${rule.key(request)}`),
              sql`, `,
            )})
        )
        insert into ${loginFailures} as f (key, failures, window_ends_at)
        values ${sql.join(values, sql`, `)}
        on conflict (key) do update set
          failures = case when f.window_ends_at > ${now.toISOString()}::timestamptz then f.failures + 1 else 1 end,
          window_ends_at = case when f.window_ends_at > ${now.toISOString()}::timestamptz
            then f.window_ends_at else excluded.window_ends_at end`);
    },
    async succeeded(request: FastifyRequest) {
      await db.delete(loginFailures).where(sql`${loginFailures.key} = ${loginUsernameKey(request)}`);
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
