import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { type OidcTestProvider, startOidcTestProvider } from '../../apps/server/test/oidc-test-provider';
import { PASSWORD, USERS, useLanguage } from '../support/auth';

/**
 * Sign-in with the school's accounts: a real OpenID Connect provider runs in this spec's worker on a free
 * port, the demo school is configured to use it (and set back after), and the browser signs in through
 * the provider's own login page.
 */
test.describe('sign-in with the school accounts', () => {
  let provider: OidcTestProvider;

  /** The demo school's settings changed as its administrator does (PUT /api/admin/tenant-settings). */
  const save = async (api: APIRequestContext, changes: Record<string, unknown>) => {
    const login = await api.post('/api/authentication/login', {
      data: { username: USERS.admin, password: PASSWORD },
    });
    expect(login.ok()).toBe(true);
    const adminToken = ((await login.json()) as { tokenId: string }).tokenId;
    const read = await api.get('/api/admin/tenant-settings', {
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(read.ok()).toBe(true);
    const {
      secretKeyConfigured: _s,
      serverProvider: _p,
      updatedAt: _u,
      oidcClientSecretConfigured: _o,
      ...current
    } = (await read.json()) as Record<string, unknown>;
    const res = await api.put('/api/admin/tenant-settings', {
      headers: { authorization: `Bearer ${adminToken}` },
      data: { ...current, ...changes },
    });
    expect(res.ok(), await res.text()).toBe(true);
    await api.put('/api/authentication/logoff', { headers: { authorization: `Bearer ${adminToken}` } });
  };

  test.beforeAll(async ({ request }, testInfo) => {
    // The school's origin in these runs is the app's own address (its host is localhost).
    const baseURL = String(testInfo.project.use.baseURL);
    provider = await startOidcTestProvider({ redirectUris: [`${baseURL}/api/auth/oidc/callback`] });
    await save(request, {
      oidcIssuer: provider.issuer,
      oidcClientId: provider.clientId,
      oidcClientSecret: provider.clientSecret,
      oidcDisplayName: 'Google',
      oidcEmailDomains: ['demo.puente.test'],
      oidcCreatesAccounts: false,
    });
  });

  test.afterAll(async ({ request }) => {
    await save(request, {
      oidcIssuer: '',
      clearOidcClientSecret: true,
      oidcEmailDomains: [],
      oidcDisplayName: '',
    });
    await provider.close();
  });

  async function atProvider(page: Page, buttonName: string, account: string, loginPath = '/login') {
    await page.goto(loginPath);
    await page.getByRole('link', { name: buttonName }).click();
    await expect(page.getByRole('heading', { name: 'Local provider sign-in' })).toBeVisible();
    await page.getByLabel('Account').fill(account);
    await page.getByRole('button', { name: 'Sign in at the provider' }).click();
  }

  test('a student signs in through the provider login page (Spanish)', async ({ page }) => {
    await atProvider(page, 'Continuar con Google', USERS.estudiante);
    await expect(page.getByTestId('profile-menu')).toBeVisible();
    await expect(page).not.toHaveURL(/\/login/);
  });

  test('a sign-in asked for by a page returns to that page after the provider', async ({ page }) => {
    await atProvider(page, 'Continuar con Google', USERS.estudiante, '/login?returnTo=%2Fmy-profile');
    await expect(page).toHaveURL(/\/my-profile$/);
    await expect(page.getByTestId('profile-menu')).toBeVisible();
  });

  test('a wrong state ends on the login page with a translated message', async ({ page }) => {
    await page.goto('/api/auth/oidc/callback?state=not-a-state&code=whatever');
    await expect(page).toHaveURL(/\/login$/);
    await expect(
      page.getByText('El inicio de sesión caducó o no se inició en este navegador. Inténtelo de nuevo.'),
    ).toBeVisible();
  });

  test('an e-mail of another domain ends on the login page, in English too', async ({ page }) => {
    await useLanguage(page, 'en');
    await atProvider(page, 'Continue with Google', 'alguien@otra-escuela.test');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText("Your e-mail address is not of this school's domains")).toBeVisible();
    await expect(page.getByTestId('profile-menu')).toHaveCount(0);
  });
});
