import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTenant, buildUser } from '../../../../test/factories.ts';
import { signIn } from '../../../../test/sign-in.ts';
import { MINUTE, TestClock } from '../../../../test/test-clock.ts';
import { useTestApp } from '../../../../test/use-test-app.ts';
import {
  impersonationWrites,
  oneTimePasswords,
  sessions,
  type Tenant,
  type User,
} from '../../../db/schema/index.ts';
import { JOB_NAMES, registerJobs } from '../../../jobs/register-jobs.ts';
import { hashSessionToken } from '../../../lib/session-token.ts';
import { storeOneTimeCode } from '../one-time-passwords.repository.ts';
import { SESSION_RETENTION_DAYS, sweepExpiredCredentials } from './sweep-expired-credentials.ts';

const DAY = 24 * 60 * MINUTE;

describe('the hourly sweep of expired sessions and one-time passwords', () => {
  let tenant: Tenant;
  let admin: User;
  const clock = new TestClock('2026-03-02T15:00:00.000Z');
  const t = useTestApp({ clock, config: { ACCESS_TOKEN_TTL_MINUTES: 60 } });
  beforeAll(async () => {
    tenant = await buildTenant(t.deps.db);
    admin = await buildUser(t.deps.db, tenant, { role: 'Administrator' });
  });

  /** Signs a user in now: the session's id and the headers that use it. */
  const session = async (user: User) => {
    const { token, headers } = await signIn(t, user);
    const [row] = await t.deps.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.tokenHash, hashSessionToken(token)));
    return { id: row!.id, headers };
  };
  const remaining = async (ids: string[]) =>
    (await t.deps.db.select({ id: sessions.id }).from(sessions).where(inArray(sessions.id, ids)))
      .map((row) => row.id)
      .sort();
  const code = async (user: User) => {
    await storeOneTimeCode(t.deps.db, {
      tenantId: tenant.id,
      userId: user.id,
      code: 'ABCD2345',
      now: clock.now(),
    });
    const [row] = await t.deps.db
      .select({ id: oneTimePasswords.id })
      .from(oneTimePasswords)
      .where(eq(oneTimePasswords.userId, user.id));
    return row!.id;
  };

  it('deletes what expired long ago and keeps the recent, the live and what impersonation writes name', async () => {
    clock.set('2026-03-02T15:00:00.000Z');
    const student = await buildUser(t.deps.db, tenant);
    const other = await buildUser(t.deps.db, tenant);
    const old = await session(student);
    const impersonated = await session(other);
    await t.deps.db.insert(impersonationWrites).values({
      tenantId: tenant.id,
      sessionId: impersonated.id,
      impersonatorUserId: admin.id,
      userId: other.id,
      method: 'POST',
      route: '/api/user/me',
    });
    const oldCode = await code(student);
    clock.advance(20 * DAY);
    const recent = await session(student);
    clock.advance(11 * DAY);
    const live = await session(student);
    const freshCode = await code(other);

    const swept = await sweepExpiredCredentials(t.deps, clock.now());

    expect(swept).toEqual({ sessions: 1, oneTimePasswords: 1 });
    expect(await remaining([old.id, impersonated.id, recent.id, live.id])).toEqual(
      [impersonated.id, recent.id, live.id].sort(),
    );
    const codes = await t.deps.db
      .select({ id: oneTimePasswords.id })
      .from(oneTimePasswords)
      .where(inArray(oneTimePasswords.id, [oldCode, freshCode]));
    expect(codes.map((row) => row.id)).toEqual([freshCode]);
    // The live session still signs its requests in.
    expect((await t.app.inject({ url: '/api/user/me', headers: live.headers })).statusCode).toBe(200);
    // Nothing more to do an hour later.
    clock.advance(60 * MINUTE);
    expect(await sweepExpiredCredentials(t.deps, clock.now())).toEqual({ sessions: 0, oneTimePasswords: 0 });
  });

  it('deletes a batch at a time and at most so many batches a run: the next run goes on', async () => {
    clock.set('2026-06-01T09:00:00.000Z');
    // What the test before left (now expired too) goes first: the seven below are all there is to sweep.
    await sweepExpiredCredentials(t.deps, clock.now());
    const student = await buildUser(t.deps.db, tenant);
    const ids: string[] = [];
    for (let i = 0; i < 7; i++) ids.push((await session(student)).id);
    clock.advance((SESSION_RETENTION_DAYS + 1) * DAY);

    const runs: number[] = [];
    for (let run = 0; run < 3; run++)
      runs.push((await sweepExpiredCredentials(t.deps, clock.now(), 2, 2)).sessions);

    expect(runs).toEqual([4, 3, 0]);
    expect(await remaining(ids)).toEqual([]);
  });

  it("announces a deleted session to the caches only while it could still sign in, not the sweep's", async () => {
    clock.set('2026-07-01T09:00:00.000Z');
    const student = await buildUser(t.deps.db, tenant);
    const dead = await session(student);
    // A session live by the database's clock, deleted by hand.
    const [live] = await t.deps.db
      .insert(sessions)
      .values({
        tenantId: tenant.id,
        userId: student.id,
        tokenHash: 'live-by-the-database-clock',
        expiresAt: new Date(Date.now() + 60 * MINUTE),
      })
      .returning({ id: sessions.id });
    const listener = await t.deps.database.pool.connect();
    const heard: string[] = [];
    listener.on('notification', (message) => heard.push(message.payload ?? ''));
    try {
      await listener.query('listen puente_invalidate');
      clock.advance((SESSION_RETENTION_DAYS + 1) * DAY);
      expect((await sweepExpiredCredentials(t.deps, clock.now())).sessions).toBeGreaterThanOrEqual(1);
      expect(await remaining([dead.id])).toEqual([]);
      await t.deps.db.delete(sessions).where(eq(sessions.id, live!.id));
      // Notices arrive in the order of their commits: once the live one's is heard, the sweep's would have been.
      for (let i = 0; i < 100 && !heard.includes(`session:${live!.id}`); i++) {
        await listener.query('select 1');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(heard.filter((payload) => payload.startsWith('session:'))).toEqual([`session:${live!.id}`]);
    } finally {
      await listener.query('unlisten *');
      listener.release();
    }
  });

  it('runs hourly as a job of the queue, which says what it swept', async () => {
    clock.set('2026-09-01T09:00:00.000Z');
    const student = await buildUser(t.deps.db, tenant);
    await session(student);
    clock.advance((SESSION_RETENTION_DAYS + 1) * DAY);
    const logged: { obj: object; msg: string }[] = [];
    registerJobs(t.deps, {
      info: (obj, msg) => logged.push({ obj, msg }),
      error: (obj, msg) => logged.push({ obj, msg }),
    });
    await t.deps.jobs.send(JOB_NAMES.sweepCredentials, { tenantId: null });
    expect(logged).toEqual([
      { obj: { swept: { sessions: 1, oneTimePasswords: 0 } }, msg: 'expired credentials swept' },
    ]);
  });
});
