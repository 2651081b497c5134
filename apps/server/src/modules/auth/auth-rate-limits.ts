import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/database.ts';
import { signInCounts } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { type Bucket, type BucketCount, countInWindows } from '../../lib/counted-windows.ts';
import type { PasswordChecks } from './change-password.ts';

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

/** 429 with Retry-After when a bucket's count (before this request, or with it) is over its limit. */
function refuseOver(
  buckets: Bucket[],
  rows: BucketCount[],
  now: Date,
  reply: FastifyReply,
  over: (count: number, max: number) => boolean,
) {
  for (const bucket of buckets) {
    const row = rows.find((r) => r.key === bucket.key);
    if (!row || !over(row.count, bucket.max)) continue;
    const leftMs = new Date(row.window_ends_at).getTime() - now.getTime();
    reply.header('retry-after', Math.max(1, Math.ceil(leftMs / 1000)));
    throw new AppError('system.rate-limited');
  }
}

/** 429 with Retry-After while a bucket's live count has reached its limit (one `select`). */
async function refuseAtLimit(db: Database, buckets: Bucket[], now: Date, reply: FastifyReply) {
  const { rows } = await db.execute<BucketCount>(sql`
    select key, count, window_ends_at from ${signInCounts}
    where key in (${sql.join(
      buckets.map((bucket) => sql`${bucket.key}`),
      sql`, `,
    )}) and window_ends_at > ${now.toISOString()}::timestamptz`);
  refuseOver(buckets, rows, now, reply, (count, max) => count >= max);
}

/**
 * Failed logins, per client IP and per username: over either limit the login answers 429 with
 * Retry-After until the window that began with the first failure ends. Only failures count; a
 * successful login clears its username's count (the lockout) but not its IP's, so a classroom behind
 * one address signs in freely while guessing from it is still limited. The counts are in the database
 * (sign_in_counts), so instances behind a load balancer share them: N instances do not give N times the
 * guesses.
 */
export function loginFailureLimit(app: FastifyInstance) {
  const { config, db, clock } = app.deps;
  const bucketsOf = (request: FastifyRequest): Bucket[] => [
    { key: ipKey(request), max: config.LOGIN_RATE_LIMIT_PER_IP },
    { key: loginUsernameKey(request), max: config.LOGIN_RATE_LIMIT },
  ];
  return {
    /** preHandler: 429 while the IP or the username is over its limit. */
    async check(request: FastifyRequest, reply: FastifyReply) {
      await refuseAtLimit(db, bucketsOf(request), clock.now(), reply);
    },
    async failed(request: FastifyRequest) {
      await countInWindows(db, bucketsOf(request), clock.now(), windowMs(app));
    },
    async succeeded(request: FastifyRequest) {
      await db.delete(signInCounts).where(sql`${signInCounts.key} = ${loginUsernameKey(request)}`);
    },
  };
}

/** One-time-password requests, per client IP and per username, counted (in the database) as they come. */
export function oneTimePasswordRateLimit(app: FastifyInstance) {
  const { config, db, clock } = app.deps;
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const now = clock.now();
    const username = (request.query as { username?: unknown } | undefined)?.username;
    const buckets: Bucket[] = [
      { key: `otp-${ipKey(request)}`, max: config.ONE_TIME_PASSWORD_RATE_LIMIT_PER_IP },
      { key: `otp-${usernameKey(username)}`, max: config.ONE_TIME_PASSWORD_RATE_LIMIT },
    ];
    const rows = await countInWindows(db, buckets, now, windowMs(app));
    refuseOver(buckets, rows, now, reply, (count, max) => count > max);
  };
}

/** Wrong current passwords that end the session they came from (counted with the user's failed logins). */
const PASSWORD_FAILURES_BEFORE_SIGN_OUT = 5;

/**
 * The current-password check of a signed-in password change, limited as a login is: a wrong password
 * counts in the user's login bucket (`user:<hash>`, the same as failed logins, shared by instances), so
 * the change cannot be used to guess beyond the login limit (429 while the bucket is at it), and once the
 * count reaches 5 (or the login limit, if lower) the session that sent it ends. A right one clears the
 * count, as a successful login does. Bound to the request's reply for the Retry-After header.
 */
export function passwordCheckLimit(app: FastifyInstance) {
  const { config, db, clock } = app.deps;
  const bucket = (username: string): Bucket => ({ key: usernameKey(username), max: config.LOGIN_RATE_LIMIT });
  return (reply: FastifyReply): PasswordChecks => ({
    async check(username) {
      await refuseAtLimit(db, [bucket(username)], clock.now(), reply);
    },
    async failed(username) {
      const [row] = await countInWindows(db, [bucket(username)], clock.now(), windowMs(app));
      return (row?.count ?? 0) >= Math.min(PASSWORD_FAILURES_BEFORE_SIGN_OUT, config.LOGIN_RATE_LIMIT);
    },
    async succeeded(username) {
      await db.delete(signInCounts).where(sql`${signInCounts.key} = ${bucket(username).key}`);
    },
  });
}
