import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildTestApp } from '../../../../test/build-test-app.ts';
import { buildTenant, buildUser, TEST_PASSWORD } from '../../../../test/factories.ts';
import { signIn } from '../../../../test/sign-in.ts';
import { useTestApp } from '../../../../test/use-test-app.ts';
import type { Tenant } from '../../../db/schema/index.ts';
import { verifyPassword } from '../../../lib/password.ts';
import { bearer, postLogin } from '../auth.test-support.ts';

// The real check, watched (how many guesses reach a password hash) and slowed down, so that parallel
// requests are all in flight while the first ones are checked.
vi.mock('../../../lib/password.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../lib/password.ts')>();
  return {
    ...real,
    verifyPassword: vi.fn(async (passwordHash: string, password: string) => {
      await new Promise((resolve) => setTimeout(resolve, 200));
      return real.verifyPassword(passwordHash, password);
    }),
  };
});

const checked = vi.mocked(verifyPassword);
/** The guesses checked against this hash (the dummy hash of unknown users is another). */
const checksAgainst = (passwordHash: string) =>
  checked.mock.calls.filter(([hash]) => hash === passwordHash).length;

describe('password guesses sent in parallel are limited as those sent one by one', () => {
  let tenant: Tenant;
  let host: string;
  const t = useTestApp({
    config: { LOGIN_RATE_LIMIT: 10, LOGIN_RATE_LIMIT_PER_IP: 100, TRUST_PROXY: 1 },
  });
  beforeAll(async () => {
    tenant = await buildTenant(t.deps.db);
    host = tenant.hosts[0]!;
  });
  beforeEach(() => checked.mockClear());

  it('30 parallel wrong current passwords on one session: at most 5 are checked, and the session ends', async () => {
    const user = await buildUser(t.deps.db, tenant);
    const { token, headers } = await signIn(t, user, { host });
    checked.mockClear();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        t.app.inject({
          method: 'PATCH',
          url: '/api/user/putpassword',
          headers: bearer(token, host),
          payload: {
            userId: user.id,
            currentPassword: `Equivocada${i}`,
            newPassword: 'Nueva12345',
            termsAccepted: true,
          },
        }),
      ),
    );
    expect(checksAgainst(user.passwordHash)).toBeLessThanOrEqual(5);
    expect(answers.filter((a) => a.json()[0] === 'user.invalid-password').length).toBeLessThanOrEqual(4);
    // Refused by the limit (429) or, once the session has ended, as signed out (401): neither checked a
    // password nor said anything of it. Under load more of the 30 reach the app after the session ended.
    const statuses = answers.map((a) => a.statusCode);
    expect(
      statuses.filter((status) => status !== 429 && status !== 401).length,
      String(statuses),
    ).toBeLessThanOrEqual(5);
    expect((await t.app.inject({ url: '/api/user/me', headers })).statusCode).toBe(401);
  });

  it('40 parallel wrong logins for one e-mail: at most the login limit (10) are checked, the rest 429', async () => {
    const user = await buildUser(t.deps.db, tenant);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        postLogin(
          t,
          host,
          { username: user.email, password: `Equivocada${i}` },
          { 'x-forwarded-for': `198.51.100.${i + 1}` },
        ),
      ),
    );
    expect(checksAgainst(user.passwordHash)).toBeLessThanOrEqual(10);
    expect(answers.filter((a) => a.statusCode !== 429).length).toBeLessThanOrEqual(10);
    expect(answers.filter((a) => a.statusCode === 429).length).toBeGreaterThanOrEqual(30);
  });

  it('40 parallel wrong logins from one IP over many e-mails: at most the IP limit get an answer other than 429', async () => {
    const limited = await buildTestApp({
      config: { LOGIN_RATE_LIMIT: 10, LOGIN_RATE_LIMIT_PER_IP: 8, TRUST_PROXY: 1 },
      database: t.deps.database,
    });
    try {
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          postLogin(
            limited,
            host,
            { username: `ip${i}@example.test`, password: 'x' },
            { 'x-forwarded-for': '192.0.2.99' },
          ),
        ),
      );
      expect(answers.filter((a) => a.statusCode !== 429).length).toBeLessThanOrEqual(8);
    } finally {
      await limited.close();
    }
  });

  it('a right password after parallel wrong ones signs in once the window allows, and clears the count', async () => {
    const user = await buildUser(t.deps.db, tenant);
    await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        postLogin(
          t,
          host,
          { username: user.email, password: `Equivocada${i}` },
          { 'x-forwarded-for': '198.51.100.200' },
        ),
      ),
    );
    const right = await postLogin(
      t,
      host,
      { username: user.email, password: TEST_PASSWORD },
      { 'x-forwarded-for': '198.51.100.200' },
    );
    expect(right.statusCode).toBe(200);
    // The success cleared the username's count: the full limit of failures again.
    const after = [];
    for (let i = 0; i < 10; i++)
      after.push(
        (
          await postLogin(
            t,
            host,
            { username: user.email, password: 'x' },
            { 'x-forwarded-for': '198.51.100.201' },
          )
        ).statusCode,
      );
    expect(after.every((s) => s === 401)).toBe(true);
  });
});
