import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { useLanguage } from '../support/auth';
import { saveScreen } from '../support/screenshot';
import { openSettingsMenu } from '../support/settings-menu';

test.describe('the walking skeleton', () => {
  test('home opens in Spanish and switches to English, and the choice survives a reload', async ({
    page,
  }, testInfo) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Inglés para hispanohablantes' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await saveScreen(page, testInfo, 'home-es');

    const language = await openSettingsMenu(page);
    await language.getByText('EN', { exact: true }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('heading', { level: 1, name: 'English for Spanish speakers' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'English for Spanish speakers' })).toBeVisible();
    await saveScreen(page, testInfo, 'home-en');

    await expectAccessible(page);
  });

  test('at 375 px the home heading keeps clear of the screen edge and nothing scrolls sideways', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    const heading = page.getByRole('heading', { level: 1, name: 'Inglés para hispanohablantes' });
    await expect(heading).toBeVisible();
    // The heading's text, not only its box, ends inside the page's side margin (16 px at least).
    const textRight = await heading.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return Math.max(...Array.from(range.getClientRects()).map((rect) => rect.right));
    });
    expect(textRight).toBeLessThanOrEqual(375 - 16);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test('a missing path shows the under-construction page', async ({ page }, testInfo) => {
    await page.goto('/no/such/page');
    await expect(page.getByTestId('under-construction')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Página en construcción' })).toBeVisible();
    await saveScreen(page, testInfo, 'not-found');
  });

  test('/unauthorized shows only its heading', async ({ page }, testInfo) => {
    await page.goto('/unauthorized');
    await expect(page.getByRole('heading', { level: 1, name: 'Acceso no autorizado' })).toBeVisible();
    await saveScreen(page, testInfo, 'unauthorized');
  });

  test('/excercises, the footer spelling, leads to /exercises', async ({ page }) => {
    await page.goto('/excercises');
    // /exercises needs a signed-in user, so the guard sends a visitor to log in and back to /exercises.
    await expect(page).toHaveURL(/\/login\?returnTo=%2Fexercises$/);
  });

  for (const [language, text] of [
    ['es', '¡Error!'],
    ['en', 'Error!'],
  ] as const) {
    test(`a screen whose code cannot load shows ${text} (${language})`, async ({ page }) => {
      await useLanguage(page, language);
      await page.goto('/');
      await page.route('**/assets/not-found-page-*.js', (route) => route.abort());
      await page.evaluate(() => {
        window.history.pushState({}, '', '/nothing-here');
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
      await expect(page.getByText(text, { exact: true })).toBeVisible();
    });
  }

  test('the server answers unknown API paths with JSON and sends a strict CSP', async ({ request }) => {
    const api = await request.get('/api/nope');
    expect(api.status()).toBe(404);
    expect((await api.json()).code).toBe('system.not-found');
    const page = await request.get('/');
    expect(page.headers()['content-security-policy']).toContain("script-src 'self'");
  });
});
