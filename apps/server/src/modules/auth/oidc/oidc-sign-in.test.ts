import { randomBytes } from 'node:crypto';
import type { TLoginResponse } from '@puente/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTenant, buildUser } from '../../../../test/factories.ts';
import { type OidcTestProvider, startOidcTestProvider } from '../../../../test/oidc-test-provider.ts';
import { signIn } from '../../../../test/sign-in.ts';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { type Tenant, tenants, users } from '../../../db/schema/index.ts';
import { publicOrigin } from '../../../lib/public-origin.ts';

const CALLBACK = '/api/auth/oidc/callback';

/** The cookies a response sets, as a Cookie header adds them to a jar. */
function collect(jar: Map<string, string>, setCookie: string[] | string | null | undefined) {
  for (const line of [setCookie ?? []].flat()) {
    const [pair = ''] = line.split(';');
    const at = pair.indexOf('=');
    jar.set(pair.slice(0, at).trim(), pair.slice(at + 1));
  }
}
const cookieHeader = (jar: Map<string, string>) => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');

describe('sign-in with the school accounts (OpenID Connect)', () => {
  const t = useTestApp();
  let provider: OidcTestProvider;
  let school: Tenant;
  let other: Tenant;
  const hostOf = (tenant: Tenant) => tenant.hosts[0]!;
  const domain = `escuela-${randomBytes(3).toString('hex')}.test`;

  async function configure(tenant: Tenant, changes: Partial<typeof tenants.$inferInsert> = {}) {
    await t.deps.db
      .update(tenants)
      .set({
        oidcIssuer: provider.issuer,
        oidcClientId: provider.clientId,
        oidcClientSecret: t.deps.settingsCipher.encrypt(provider.clientSecret),
        oidcDisplayName: 'Google',
        oidcEmailDomains: [domain],
        oidcCreatesAccounts: false,
        ...changes,
      })
      .where(eq(tenants.id, tenant.id));
  }

  beforeAll(async () => {
    school = await buildTenant(t.deps.db, { paymentEnabled: true });
    other = await buildTenant(t.deps.db);
    provider = await startOidcTestProvider({
      redirectUris: [school, other].map((tenant) => `${publicOrigin(t.deps.config, tenant)}${CALLBACK}`),
    });
    await configure(school);
    await configure(other);
  });
  afterAll(async () => {
    await provider?.close();
  });

  /** /start at the school, then the provider's login page with that login: where the provider sends the browser back. */
  async function throughProvider(tenant: Tenant, login: string) {
    const start = await t.app.inject({ url: '/api/auth/oidc/start', headers: { host: hostOf(tenant) } });
    expect(start.statusCode).toBe(303);
    const browser = new Map<string, string>();
    collect(browser, start.headers['set-cookie']);
    expect(browser.get('puente_oidc')).toBeTruthy();
    const providerJar = new Map<string, string>();
    let url = new URL(String(start.headers.location));
    expect(url.origin).toBe(provider.issuer);
    expect(url.searchParams.get('redirect_uri')).toBe(`${publicOrigin(t.deps.config, tenant)}${CALLBACK}`);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('nonce')).toBeTruthy();
    for (let hop = 0; hop < 10; hop++) {
      if (url.pathname === CALLBACK) return { callback: url, browser };
      let res: Response;
      if (/^\/interaction\/[^/]+$/.test(url.pathname)) {
        const page = await fetch(url, { headers: { cookie: cookieHeader(providerJar) } });
        expect(await page.text()).toContain('Local provider sign-in');
        res = await fetch(new URL(`${url.pathname}/login`, url), {
          method: 'POST',
          redirect: 'manual',
          headers: { cookie: cookieHeader(providerJar), 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ login }).toString(),
        });
      } else {
        res = await fetch(url, { redirect: 'manual', headers: { cookie: cookieHeader(providerJar) } });
      }
      collect(providerJar, res.headers.getSetCookie());
      const location = res.headers.get('location');
      if (!location)
        throw new Error(`the provider answered ${res.status} at ${url.pathname}: ${await res.text()}`);
      url = new URL(location, url);
    }
    throw new Error('the provider never sent the browser back');
  }

  const callbackRequest = (tenant: Tenant, callback: URL, browser: Map<string, string>) =>
    t.app.inject({
      url: `${CALLBACK}${callback.search}`,
      headers: { host: hostOf(tenant), cookie: cookieHeader(browser) },
    });
  const complete = (tenant: Tenant, browser: Map<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/oidc/complete',
      headers: { host: hostOf(tenant), cookie: cookieHeader(browser) },
      payload: {},
    });

  async function signInThroughProvider(tenant: Tenant, login: string) {
    const { callback, browser } = await throughProvider(tenant, login);
    const back = await callbackRequest(tenant, callback, browser);
    return { back, browser, callback };
  }

  it('signs a user of the school in as the password login does, steps and account figures included', async () => {
    const user = await buildUser(t.deps.db, school, { email: `ana@${domain}`, mustChangePassword: true });
    const { back, browser } = await signInThroughProvider(school, user.email);
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe('/login?oidc=done');
    const done = await complete(school, browser);
    expect(done.statusCode).toBe(200);
    const body = done.json() as TLoginResponse;
    expect(body.userId).toBe(user.id);
    expect(body.forceChangePassword).toBe(true);
    const password = await signIn(t, user);
    const { tokenId: _a, ...fromProvider } = body as TLoginResponse & Record<string, unknown>;
    const { tokenId: _b, ...fromPassword } = password.body as TLoginResponse & Record<string, unknown>;
    expect(fromProvider).toEqual({ ...fromPassword, expiration: fromProvider.expiration });
    // The token is a temporary one: only the password change takes it.
    const me = await t.app.inject({
      url: '/api/user/me',
      headers: { host: hostOf(school), authorization: `Bearer ${body.tokenId}` },
    });
    expect(me.statusCode).toBe(401);
    // Completed once: the same browser cannot complete it again.
    const again = await complete(school, browser);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual(['auth.oidc-state']);
  });

  it('gives an access token to a user with no steps left', async () => {
    const user = await buildUser(t.deps.db, school, { email: `beto@${domain}` });
    const { browser } = await signInThroughProvider(school, user.email);
    const body = (await complete(school, browser)).json() as TLoginResponse;
    const me = await t.app.inject({
      url: '/api/user/me',
      headers: { host: hostOf(school), authorization: `Bearer ${body.tokenId}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: user.id });
  });

  it('ends on the login page with auth.oidc-state for a wrong state, a used state or another browser', async () => {
    const user = await buildUser(t.deps.db, school, { email: `carla@${domain}` });
    const { callback, browser } = await throughProvider(school, user.email);
    const forged = new URL(callback);
    forged.searchParams.set('state', 'not-the-state');
    const wrong = await callbackRequest(school, forged, browser);
    expect(wrong.statusCode).toBe(303);
    expect(wrong.headers.location).toBe('/login?oidcError=auth.oidc-state');
    const otherBrowser = await callbackRequest(school, callback, new Map([['puente_oidc', 'someone-else']]));
    expect(otherBrowser.headers.location).toBe('/login?oidcError=auth.oidc-state');
    // That attempt used the state up: the right browser cannot use it after it either.
    const late = await callbackRequest(school, callback, browser);
    expect(late.headers.location).toBe('/login?oidcError=auth.oidc-state');
    expect((await complete(school, browser)).statusCode).toBe(401);
  });

  it('refuses a replayed code: the state is used once, and a fresh state does not take an old code', async () => {
    const user = await buildUser(t.deps.db, school, { email: `dora@${domain}` });
    const first = await signInThroughProvider(school, user.email);
    expect(first.back.headers.location).toBe('/login?oidc=done');
    const replay = await callbackRequest(school, first.callback, first.browser);
    expect(replay.headers.location).toBe('/login?oidcError=auth.oidc-state');
    // The old code with a state of a new sign-in of the same browser: the provider refuses the code.
    const second = await throughProvider(school, user.email);
    const mixed = new URL(second.callback);
    mixed.searchParams.set('code', first.callback.searchParams.get('code')!);
    const refused = await callbackRequest(school, mixed, second.browser);
    expect(refused.statusCode).toBe(303);
    expect(refused.headers.location).toBe('/login?oidcError=auth.oidc-provider');
  });

  it('never links an e-mail the provider has not verified', async () => {
    const user = await buildUser(t.deps.db, school, { email: `eva@${domain}` });
    provider.accounts.set('eva-unverified', { email: user.email, emailVerified: false });
    const { back, browser } = await signInThroughProvider(school, 'eva-unverified');
    expect(back.headers.location).toBe('/login?oidcError=auth.oidc-email-unverified');
    expect((await complete(school, browser)).statusCode).toBe(401);
  });

  it("refuses an e-mail of another domain, even of the school's own user", async () => {
    const user = await buildUser(t.deps.db, school, { email: `fede@otro-${domain}` });
    const { back } = await signInThroughProvider(school, user.email);
    expect(back.headers.location).toBe('/login?oidcError=auth.oidc-domain');
  });

  it("never signs in another school's user, and creates no one unless the school allows it", async () => {
    const theirs = await buildUser(t.deps.db, other, { email: `gabi@${domain}` });
    const { back, browser } = await signInThroughProvider(school, theirs.email);
    expect(back.headers.location).toBe('/login?oidcError=auth.oidc-no-account');
    expect((await complete(school, browser)).statusCode).toBe(401);
    const created = await t.deps.db
      .select()
      .from(users)
      .where(and(eq(users.tenantId, school.id), eq(users.email, theirs.email)));
    expect(created).toEqual([]);
    // A state begun at the other school is not this school's.
    const { callback, browser: theirBrowser } = await throughProvider(other, theirs.email);
    const crossed = await callbackRequest(school, callback, theirBrowser);
    expect(crossed.headers.location).toBe('/login?oidcError=auth.oidc-state');
  });

  it('creates the user at the first sign-in where the school allows it, with the terms to accept', async () => {
    // The school allows it (for this test only).
    await configure(school, { oidcCreatesAccounts: true });
    try {
      provider.accounts.set('nueva', {
        email: `nueva@${domain}`,
        emailVerified: true,
        givenName: 'Nueva',
        familyName: 'Alumna',
      });
      const { back, browser } = await signInThroughProvider(school, 'nueva');
      expect(back.headers.location).toBe('/login?oidc=done');
      const body = (await complete(school, browser)).json() as TLoginResponse;
      expect(body).toMatchObject({
        firstName: 'Nueva',
        lastName: 'Alumna',
        roleName: 'Student',
        agreeTerms: true,
      });
    } finally {
      await configure(school);
    }
  });

  it('ends on the login page when the school has no provider, and shows the provider only where configured', async () => {
    const none = await buildTenant(t.deps.db);
    const start = await t.app.inject({ url: '/api/auth/oidc/start', headers: { host: hostOf(none) } });
    expect(start.statusCode).toBe(303);
    expect(start.headers.location).toBe('/login?oidcError=auth.oidc-not-configured');
    const publicNone = await t.app.inject({ url: '/api/tenant', headers: { host: hostOf(none) } });
    expect(publicNone.json().signInProvider).toBeNull();
    const publicSchool = await t.app.inject({ url: '/api/tenant', headers: { host: hostOf(school) } });
    expect(publicSchool.json().signInProvider).toBe('Google');
  });

  it("builds the redirect URI from the school's origin, never from the request's Host", async () => {
    const start = await t.app.inject({
      url: '/api/auth/oidc/start',
      headers: { host: hostOf(school), 'x-forwarded-host': 'evil.example' },
    });
    const url = new URL(String(start.headers.location));
    expect(url.searchParams.get('redirect_uri')).toBe(`${publicOrigin(t.deps.config, school)}${CALLBACK}`);
  });
});

describe('sign-in with the school accounts: rate limit', () => {
  const t = useTestApp({ config: { LOGIN_RATE_LIMIT_PER_IP: 3 } });

  it('limits sign-ins per client IP like the login, and ends on the login page with the translated code', async () => {
    // A provider is configured (never reached: no state matches).
    const school = await buildTenant(t.deps.db, {
      oidcIssuer: 'http://localhost:9',
      oidcClientId: 'client',
      oidcClientSecret: t.deps.settingsCipher.encrypt('secret'),
      oidcDisplayName: 'Microsoft',
      oidcEmailDomains: ['escuela.test'],
    });
    const host = school.hosts[0]!;
    const answers: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await t.app.inject({ url: `${CALLBACK}?state=guess-${i}&code=x`, headers: { host } });
      answers.push(String(res.headers.location));
    }
    expect(answers.slice(0, 3)).toEqual(Array(3).fill('/login?oidcError=auth.oidc-state'));
    expect(answers.slice(3)).toEqual(Array(2).fill('/login?oidcError=system.rate-limited'));
  });
});
