import { createHash } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { signInCounts } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  type Bucket,
  type BucketCount,
  countInWindows,
  uncountInWindows,
} from '../../lib/counted-windows.ts';
import type { PasswordChecks } from './password/index.ts';

/**
 * The per-username bucket of a school: its id and a hash of the normalized username as typed, so it is the
 * same whether or not the e-mail exists (and no e-mail is kept in memory), and failures at one school do
 * not lock the same e-mail at another.
 */
const usernameKey = (tenantId: string, value: unknown) =>
  `user:${tenantId}:${createHash('sha256')
    .update(
      String(value ?? '')
        .trim()
        .toLowerCase(),
    )
    .digest('base64url')}`;
const ipKey = (request: FastifyRequest) => `ip:${request.ip}`;

const windowMs = (app: FastifyInstance) => app.deps.config.RATE_LIMIT_WINDOW_MINUTES * 60_000;

const loginUsernameKey = (request: FastifyRequest) =>
  usernameKey(request.tenant.id, (request.body as { username?: unknown } | undefined)?.username);

/** 429 with Retry-After when a bucket's count (with this request) is over its limit. */
function refuseOver(buckets: Bucket[], rows: BucketCount[], now: Date, reply: FastifyReply) {
  for (const bucket of buckets) {
    const row = rows.find((r) => r.key === bucket.key);
    if (!row || row.count <= bucket.max) continue;
    const leftMs = new Date(row.window_ends_at).getTime() - now.getTime();
    reply.header('retry-after', Math.max(1, Math.ceil(leftMs / 1000)));
    throw new AppError('system.rate-limited');
  }
}

/**
 * Failed logins, per client IP and per username of the school: over either limit the login answers 429
 * with Retry-After until the window that began with the first count ends. Each attempt is counted before
 * its password is checked, in one statement that answers the new count, so parallel attempts each get
 * their own number and no more than the limit reach the check. A successful login then deletes its
 * username's count (the lockout) and takes its own count back from the IP's, so only failures stay
 * counted: a classroom behind one address signs in freely while guessing from it is still limited. A
 * refused attempt takes its counts back too (it was not a guess). The counts are in the database
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
    /** preHandler: counts the attempt; 429 when that takes the IP or the username over its limit. */
    async count(request: FastifyRequest, reply: FastifyReply) {
      const now = clock.now();
      const buckets = bucketsOf(request);
      const rows = await countInWindows(db, buckets, now, windowMs(app));
      try {
        refuseOver(buckets, rows, now, reply);
      } catch (error) {
        await uncountInWindows(
          db,
          buckets.map((bucket) => bucket.key),
          now,
        );
        throw error;
      }
    },
    async succeeded(request: FastifyRequest) {
      await db.delete(signInCounts).where(sql`${signInCounts.key} = ${loginUsernameKey(request)}`);
      await uncountInWindows(db, [ipKey(request)], clock.now());
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
      { key: `otp-${usernameKey(request.tenant.id, username)}`, max: config.ONE_TIME_PASSWORD_RATE_LIMIT },
    ];
    const rows = await countInWindows(db, buckets, now, windowMs(app));
    refuseOver(buckets, rows, now, reply);
  };
}

/** Wrong current passwords that end the session they came from. */
const PASSWORD_FAILURES_BEFORE_SIGN_OUT = 5;

/**
 * The current-password check of a signed-in password change. Each attempt is first counted in the user's
 * own bucket (`pwchange:<school>:<user id>`), which only the user's sessions fill, in one statement that
 * answers the new count: parallel attempts each get their own number, and the one that reaches 5 (or the
 * login limit, if lower) ends its session when wrong; any past it is refused unchecked (429 with
 * Retry-After until the window ends: the user's other sessions live on). Failed
 * logins by others (who need no account) neither end the session nor block the change. A wrong password
 * also counts in the user's login bucket, so the change never gives more guesses than a login. A right
 * one clears both, as a successful login clears its username's. Bound to the request's school and reply.
 */
export function passwordCheckLimit(app: FastifyInstance) {
  const { config, db, clock } = app.deps;
  const limit = Math.min(PASSWORD_FAILURES_BEFORE_SIGN_OUT, config.LOGIN_RATE_LIMIT);
  return (tenantId: string, reply: FastifyReply): PasswordChecks => {
    const own = (userId: string): Bucket => ({ key: `pwchange:${tenantId}:${userId}`, max: limit });
    const login = (email: string): Bucket => ({
      key: usernameKey(tenantId, email),
      max: config.LOGIN_RATE_LIMIT,
    });
    return {
      async attempt(userId) {
        const now = clock.now();
        const rows = await countInWindows(db, [own(userId)], now, windowMs(app));
        try {
          refuseOver([own(userId)], rows, now, reply);
        } catch (error) {
          await uncountInWindows(db, [own(userId).key], now);
          throw error;
        }
        return limit - (rows[0]?.count ?? limit);
      },
      async failed(email) {
        await countInWindows(db, [login(email)], clock.now(), windowMs(app));
      },
      async succeeded(userId, email) {
        await db.delete(signInCounts).where(inArray(signInCounts.key, [own(userId).key, login(email).key]));
      },
    };
  };
}

/**
 * Sign-ins through the school's OpenID Connect provider (decision 0147), per client IP, with the login's
 * per-IP limit: each start and each callback is counted; a sign-in that succeeds takes both counts back,
 * so only failures and abandoned starts stay counted, as with passwords. Over the limit: `system.rate-limited` (the routes end on the login page with it).
 */
export function oidcSignInLimit(app: FastifyInstance) {
  const { config, db, clock } = app.deps;
  const bucket = (request: FastifyRequest): Bucket => ({
    key: `oidc-${ipKey(request)}`,
    max: config.LOGIN_RATE_LIMIT_PER_IP,
  });
  return {
    async count(request: FastifyRequest, reply: FastifyReply) {
      const now = clock.now();
      const rows = await countInWindows(db, [bucket(request)], now, windowMs(app));
      refuseOver([bucket(request)], rows, now, reply);
    },
    async succeeded(request: FastifyRequest) {
      await uncountInWindows(db, [bucket(request).key], clock.now());
    },
  };
}
