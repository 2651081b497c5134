import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Tenant, type User, users } from '../src/db/schema/index.ts';
import type { TestApp } from './build-test-app.ts';
import { buildTenant, buildUser } from './factories.ts';
import { signIn } from './sign-in.ts';
import { useTestApp } from './use-test-app.ts';

/**
 * What revokes what (decision 0106), on two instances of the app sharing one database, both keeping
 * resolved tokens in memory. For every privilege change made through instance B, every live token it
 * ends is refused on the very next request on A and on B: the user's own access token, the access token
 * of an impersonation tied to them, and a refresh of either. Each token is read on both instances
 * before the change, so each starts cached on both.
 */
describe('revocation matrix: a privilege change ends its tokens on every instance', () => {
  const caching = { AUTH_CACHE_MS: 60_000, TENANT_CACHE_MS: 60_000 };
  let tenant: Tenant;
  let host: string;
  /** The administrator who makes the changes, signed in on B. */
  let principalToken: string;
  const a = useTestApp({ config: caching });
  const b = useTestApp(() => ({ config: caching, database: a.deps.database }));
  beforeAll(async () => {
    tenant = await buildTenant(a.deps.db);
    host = tenant.hosts[0]!;
    const principal = await buildUser(a.deps.db, tenant, { role: 'Administrator' });
    principalToken = (await signIn(b, principal)).token;
  });

  const headers = (token: string) => ({ authorization: `Bearer ${token}`, host });
  const me = async (t: TestApp, token: string) =>
    (await t.app.inject({ url: '/api/user/me', headers: headers(token) })).statusCode;
  const refresh = async (t: TestApp, token: string) =>
    (await t.app.inject({ method: 'POST', url: '/api/authentication/refresh', headers: headers(token) }))
      .statusCode;
  /** A call through B by the principal administrator (or, with `token`, by someone else). */
  const viaB = async (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token?: string) => {
    const res = await b.app.inject({
      method,
      url,
      headers: headers(token ?? principalToken),
      ...(payload ? { payload } : {}),
    });
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  };
  const setRole = async (user: User, role: 'Administrator' | 'Professor') => {
    const [row] = await a.deps.db.select().from(users).where(eq(users.id, user.id));
    await viaB('PUT', '/api/admin/users', {
      id: user.id,
      version: row!.version,
      firstName: row!.firstName,
      lastName: row!.lastName,
      role,
      isMaster: false,
      isTutor: row!.isTutor,
    });
  };

  /** An administrator signed in on A and acting as `target` (a new student by default). */
  async function impersonating(admin: User, target?: User) {
    const acted = target ?? (await buildUser(a.deps.db, tenant));
    const own = (await signIn(a, admin)).token;
    const res = await a.app.inject({
      method: 'POST',
      url: `/api/authentication/impersonate/${acted.id}`,
      headers: headers(own),
    });
    expect(res.statusCode, res.body).toBe(200);
    return { own, impersonation: res.json().tokenId as string };
  }

  type Tokens = { own: string; impersonation: string };
  type Row = {
    change: string;
    /** The user whose privileges change and their tokens: their own, and an impersonation tied to them. */
    arrange: () => Promise<{ subject: User; tokens: Tokens }>;
    act: (subject: User, tokens: Tokens) => Promise<void>;
    /** The tokens the change ends (all but the administrator's own when only the impersonation ends). */
    ends: (keyof Tokens)[];
  };
  const administratorActing = async () => {
    const subject = await buildUser(a.deps.db, tenant, { role: 'Administrator' });
    return { subject, tokens: await impersonating(subject) };
  };
  const rows: Row[] = [
    {
      change: 'demoted to professor',
      arrange: administratorActing,
      act: (subject) => setRole(subject, 'Professor'),
      ends: ['own', 'impersonation'],
    },
    {
      change: 'promoted to administrator (while acted as)',
      arrange: async () => {
        const subject = await buildUser(a.deps.db, tenant, { role: 'Professor' });
        const admin = await buildUser(a.deps.db, tenant, { role: 'Administrator' });
        const { impersonation } = await impersonating(admin, subject);
        return { subject, tokens: { own: (await signIn(a, subject)).token, impersonation } };
      },
      act: (subject) => setRole(subject, 'Administrator'),
      ends: ['own', 'impersonation'],
    },
    {
      change: 'deactivated',
      arrange: administratorActing,
      act: (subject) => viaB('POST', `/api/admin/users/${subject.id}/deactivate`),
      ends: ['own', 'impersonation'],
    },
    {
      change: 'deleted',
      arrange: administratorActing,
      act: (subject) => viaB('DELETE', `/api/admin/users/${subject.id}`),
      ends: ['own', 'impersonation'],
    },
    {
      change: 'password reset by an administrator',
      arrange: administratorActing,
      act: (subject) => viaB('POST', `/api/admin/users/${subject.id}/reset-password`),
      ends: ['own', 'impersonation'],
    },
    {
      change: 'impersonation ended (back to their own session)',
      arrange: administratorActing,
      act: (_subject, tokens) => viaB('PUT', '/api/authentication/logoff', undefined, tokens.impersonation),
      ends: ['impersonation'],
    },
    {
      change: 'administrator signed out',
      arrange: administratorActing,
      act: (_subject, tokens) => viaB('PUT', '/api/authentication/logoff', undefined, tokens.own),
      ends: ['own', 'impersonation'],
    },
  ];

  it.each(rows)('$change', async ({ arrange, act, ends }) => {
    const { subject, tokens } = await arrange();
    // Live and cached on both instances before the change.
    for (const t of [a, b]) {
      expect(await me(t, tokens.own)).toBe(200);
      expect(await me(t, tokens.impersonation)).toBe(200);
    }
    await act(subject, tokens);
    // Each token's next request on A, then on B; then a refresh of it on A, then on B.
    const seen = { own: [0, 0, 0, 0], impersonation: [0, 0, 0, 0] };
    for (const kind of ['own', 'impersonation'] as const) {
      seen[kind][0] = await me(a, tokens[kind]);
      seen[kind][1] = await me(b, tokens[kind]);
      if (!ends.includes(kind)) continue;
      seen[kind][2] = await refresh(a, tokens[kind]);
      seen[kind][3] = await refresh(b, tokens[kind]);
    }
    const refused = [401, 401, 401, 401];
    expect(seen).toEqual({
      own: ends.includes('own') ? refused : [200, 200, 0, 0],
      impersonation: refused,
    });
  });

  // The same rule when the change does not come through the app (a script, psql): no session is revoked,
  // yet the impersonation ends on every instance because its administrator no longer is one.
  it.each([
    { change: 'role', set: { role: 'Professor' as const } },
    { change: 'deactivation', set: { deactivatedAt: new Date() } },
    { change: 'deletion', set: { deletedAt: new Date() } },
  ])("an impersonation ends with its administrator's $change made outside the app", async ({ set }) => {
    const { subject, tokens } = await administratorActing();
    for (const t of [a, b]) expect(await me(t, tokens.impersonation)).toBe(200);
    await b.deps.db.update(users).set(set).where(eq(users.id, subject.id));
    // What a route flagged `revokesAccess` does before it answers.
    await b.app.cacheInvalidation.barrier();
    expect([await me(a, tokens.impersonation), await me(b, tokens.impersonation)]).toEqual([401, 401]);
    expect(await refresh(a, tokens.impersonation)).toBe(401);
  });
});
