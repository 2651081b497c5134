import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { PASSWORD, submitLogin, TEXT, USERS, useLanguage } from '../support/auth';
import { saveScreen } from '../support/screenshot';

test.describe('the login screen', () => {
  test('a guarded route shows Redirect to Login (in Spanish), then the login screen, and returns after login', async ({
    page,
  }) => {
    await page.goto('/');
    const titles: string[] = [];
    await page.exposeFunction('reportTitle', (title: string) => titles.push(title));
    await page.evaluate(() => {
      const report = (window as unknown as { reportTitle: (title: string) => void }).reportTitle;
      new MutationObserver(() => report(document.title)).observe(document.querySelector('title')!, {
        childList: true,
      });
      window.history.pushState({}, '', '/my-profile');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByText('Redirigiendo al inicio de sesión…')).toBeVisible();
    await expect(page).toHaveURL(/\/login\?returnTo=%2Fmy-profile$/);
    // The redirect page's title (Login, in Spanish), then the login screen's.
    expect(titles).toContain('Iniciar sesión · Puente');
    await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();

    await submitLogin(page, 'es', USERS.estudiante);
    await expect(page).toHaveURL(/\/my-profile$/);
    await expect(page.getByTestId('profile-menu')).toBeVisible();
  });

  test('submit waits for an e-mail and a password; the Spanish screen passes axe', async ({
    page,
  }, testInfo) => {
    await page.goto('/login');
    const submit = page.getByRole('button', { name: 'Entrar', exact: true });
    await expect(submit).toBeDisabled();
    await page.getByLabel(TEXT.es.username).fill('estudiante');
    await page.getByLabel(TEXT.es.password).fill(PASSWORD);
    await expect(submit).toBeDisabled();
    // Leaving the username shows why: again until it does, since on a loaded machine the fields can be
    // typed into before the page's script listens (the prerendered form is there first).
    await expect(async () => {
      await page.getByLabel(TEXT.es.username).focus();
      await page.getByLabel(TEXT.es.password).focus();
      await expect(page.getByText('El usuario debe ser un correo electrónico válido')).toBeVisible({
        timeout: 2_000,
      });
    }).toPass();
    await page.getByLabel(TEXT.es.username).fill(USERS.estudiante);
    await expect(submit).toBeEnabled();
    await page.getByLabel(TEXT.es.password).fill('');
    await expect(submit).toBeDisabled();
    await saveScreen(page, testInfo, 'auth-login-es');
    await expectAccessible(page);

    await page.setViewportSize({ width: 390, height: 844 });
    await saveScreen(page, testInfo, 'auth-login-es-390');
    await expectAccessible(page);
  });

  for (const lang of ['es', 'en'] as const) {
    test(`a wrong password shows the first 401 string translated (${lang})`, async ({ page }, testInfo) => {
      await useLanguage(page, lang);
      await submitLogin(page, lang, USERS.profesor, 'not-the-password-1');
      await expect(page.getByRole('alert')).toHaveText(TEXT[lang].credentials);
      await expect(page).toHaveURL(/\/login$/);
      await saveScreen(page, testInfo, `auth-login-error-${lang}`);
    });
  }

  test('any other failure shows the system error', async ({ page }) => {
    await page.route('**/api/authentication/login', (route) =>
      route.fulfill({ status: 500, contentType: 'text/html', body: '<h1>down</h1>' }),
    );
    await submitLogin(page, 'es', USERS.profesor);
    await expect(page.getByRole('alert')).toHaveText(
      'No se pudo completar la solicitud. Inténtelo de nuevo más tarde.',
    );
  });

  test('repeated failures trip the rate limit, with a translated message (en)', async ({ page }) => {
    await useLanguage(page, 'en');
    await page.goto('/login');
    const username = `limit-${Date.now()}@demo.puente.test`;
    await page.getByLabel(TEXT.en.username).fill(username);
    let limited = false;
    for (let attempt = 0; attempt < 40 && !limited; attempt += 1) {
      await page.getByLabel(TEXT.en.password).fill(`wrong-password-${attempt}`);
      const answer = page.waitForResponse('**/api/authentication/login');
      await page.getByRole('button', { name: TEXT.en.submit, exact: true }).click();
      limited = (await answer).status() === 429;
    }
    expect(limited).toBe(true);
    await expect(page.getByRole('alert')).toHaveText(TEXT.en.rateLimited);
  });
});
