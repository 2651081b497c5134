import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/build-test-app.ts';
import { buildTenant, buildUser, TEST_PASSWORD } from '../../test/factories.ts';
import { signIn } from '../../test/sign-in.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { type Tenant, tenants, type User, users } from '../db/schema/index.ts';

/**
 * Two instances of the app on one database, both caching sessions and tenants: a revocation made
 * through one takes effect on the very next request to the other.
 */
describe('caches across instances', () => {
  const caching = { AUTH_CACHE_MS: 60_000, TENANT_CACHE_MS: 60_000 };
  let tenant: Tenant;
  const a = useTestApp({ config: caching });
  const b = useTestApp(() => ({ config: caching, database: a.deps.database }));
  beforeAll(async () => {
    tenant = await buildTenant(a.deps.db, { paymentEnabled: true });
  });

  const host = () => tenant.hosts[0]!;
  const introspect = (t: TestApp, headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/authentication/introspect', headers });

  /** A fresh student signed in on A, whose session A has already read (so it is cached there). */
  async function signedInOnA(): Promise<{ user: User; headers: Record<string, string> }> {
    const user = await buildUser(a.deps.db, tenant);
    const { headers } = await signIn(a, user);
    expect((await introspect(a, headers)).statusCode).toBe(200);
    expect((await introspect(a, headers)).statusCode).toBe(200);
    return { user, headers };
  }

  it('both instances hear the database', () => {
    expect(a.app.cacheInvalidation.live).toBe(true);
    expect(b.app.cacheInvalidation.live).toBe(true);
  });

  it('a barrier does not wait for the instance that asked (each answers the other)', async () => {
    // Each instance acknowledges the other's sync: it hears its own acknowledgement too, which must not
    // make it a peer of itself (it would wait the 2 s timeout on every barrier, every revoking request).
    for (let round = 0; round < 3; round++) {
      for (const t of [a, b]) {
        const started = performance.now();
        await t.app.cacheInvalidation.barrier();
        expect(performance.now() - started).toBeLessThan(1500);
      }
    }
  });

  it('a logoff through B signs the token out on A', async () => {
    const { headers } = await signedInOnA();
    const logoff = await b.app.inject({ method: 'PUT', url: '/api/authentication/logoff', headers });
    expect(logoff.statusCode).toBe(204);
    expect((await introspect(a, headers)).statusCode).toBe(401);
  });

  it('a password change through B signs the old token out on A', async () => {
    const { user, headers } = await signedInOnA();
    const change = await b.app.inject({
      method: 'PATCH',
      url: '/api/user/putpassword',
      headers,
      payload: {
        userId: user.id,
        currentPassword: TEST_PASSWORD,
        newPassword: 'Otra-Clave-2026!',
        termsAccepted: true,
      },
    });
    expect(change.statusCode).toBe(200);
    expect((await introspect(a, headers)).statusCode).toBe(401);
    const fresh = { host: host(), authorization: `Bearer ${change.json().tokenId}` };
    expect((await introspect(a, fresh)).statusCode).toBe(200);
  });

  it('a user deactivated through B is signed out on A', async () => {
    const { user, headers } = await signedInOnA();
    await b.deps.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, user.id));
    // What a route flagged `revokesAccess` does before it answers.
    await b.app.cacheInvalidation.barrier();
    expect((await introspect(a, headers)).statusCode).toBe(401);
  });

  it("a tenant's switches changed through B apply on A", async () => {
    const { headers } = await signedInOnA();
    expect((await introspect(a, headers)).json().paymentEnabled).toBe(true);
    expect((await a.app.inject({ url: '/api/account/getmyaccount', headers })).statusCode).toBe(200);
    await b.deps.db.update(tenants).set({ paymentEnabled: false }).where(eq(tenants.id, tenant.id));
    await b.app.cacheInvalidation.barrier();
    expect((await introspect(a, headers)).json().paymentEnabled).toBe(false);
    const account = await a.app.inject({ url: '/api/account/getmyaccount', headers });
    expect(account.statusCode).toBe(403);
    expect(account.json().code).toBe('payment.disabled');
    await b.deps.db.update(tenants).set({ paymentEnabled: true }).where(eq(tenants.id, tenant.id));
  });
});
