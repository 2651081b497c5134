import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { PASSWORD, setPreferredLanguage, signIn, submitLogin, USERS } from '../support/auth';
import { apiSignIn, readyGuest, removeNewGuests } from '../support/people';
import { saveScreen } from '../support/screenshot';

test.describe('/my-profile', () => {
  test.afterEach(async ({ request }) => {
    await removeNewGuests(request, USERS.estudiante);
    await setPreferredLanguage(request, USERS.estudiante, 'es');
  });

  test('estudiante sees name, e-mail, language, time zone, cards and devices; saves a time zone; switches to English (es → en)', async ({
    page,
    request,
  }, testInfo) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    // Another device of hers, to be signed out.
    const other = await apiSignIn(request, USERS.estudiante);
    await signIn(page, 'es', USERS.estudiante);
    await page.goto('/my-profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Mi perfil' })).toBeVisible();
    await expect(page.getByLabel(/^Correo electrónico \(usuario\)/)).toHaveValue(USERS.estudiante);
    await expect(page.getByRole('heading', { name: 'Tarjetas guardadas' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Dispositivos con sesión iniciada' })).toBeVisible();
    await expect(page.getByText('Este dispositivo')).toBeVisible();

    const zone = page
      .getByRole('textbox', { name: /^Zona horaria/ })
      .or(page.getByRole('combobox', { name: /^Zona horaria/ }))
      .first();
    await zone.fill('Bogota');
    await page.getByRole('option', { name: /America\/Bogota/ }).click();
    await page.getByRole('button', { name: 'Aplicar' }).click();
    await expect(page.getByText('Los cambios se guardaron.')).toBeVisible();
    await saveScreen(page, testInfo, 'people-profile-es');
    await expect(page.locator('.mantine-Notification-root')).toHaveCount(0, { timeout: 8000 });
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Cerrar sesión en todos los demás dispositivos' }).click();
    await expect(page.getByText(/Se cerró la sesión en \d+ dispositivo/)).toBeVisible();
    const gone = await request.get('/api/user/me', { headers: other.headers });
    expect(gone.status()).toBe(401);

    // The language: saved on the server and kept in the browser.
    await page.getByText('English', { exact: true }).click();
    await page.getByRole('button', { name: 'Aplicar' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('puente.locale'))).toBe('en');
    await page.reload();
    await expect(
      page
        .getByRole('textbox', { name: /^Time zone/ })
        .or(page.getByRole('combobox', { name: /^Time zone/ }))
        .first(),
    ).toHaveValue(/America\/Bogota/);
    await saveScreen(page, testInfo, 'people-profile-en');
    // Put the demo user's time zone back.
    await page
      .getByRole('textbox', { name: /^Time zone/ })
      .or(page.getByRole('combobox', { name: /^Time zone/ }))
      .first()
      .clear();
    await page.keyboard.press('Escape');
  });

  test('a guest changes her password on the profile at 375 px (en): the current one is required', async ({
    page,
    request,
  }, testInfo) => {
    const email = `perfil-${Date.now()}@example.test`;
    await readyGuest(request, email, 'Primera2026');
    await page.setViewportSize({ width: 375, height: 740 });
    await submitLogin(page, 'es', email, 'Primera2026');
    await expect(page.getByTestId('profile-menu')).toBeVisible();
    await page.goto('/my-profile');
    await page.getByText('English', { exact: true }).click();
    await page.getByRole('button', { name: 'Aplicar' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();

    const section = page.getByRole('form', { name: 'Change password' });
    await section.getByLabel(/^Current password/).fill('Equivocada2026');
    await section.getByLabel(/^New password/).fill('Segunda2026');
    await section.getByLabel(/^Confirm the new password/).fill('Segunda2026');
    await section.getByRole('button', { name: 'Change password' }).click();
    await expect(section.getByRole('alert')).toHaveText('Invalid password');
    await section.getByLabel(/^Current password/).fill('Primera2026');
    await section.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Password changed. Your other devices were signed out.')).toBeVisible();
    // This device goes on with the new session.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
    await saveScreen(page, testInfo, 'people-profile-guest-en-375');
    await expect(page.locator('.mantine-Notification-root')).toHaveCount(0, { timeout: 8000 });
    await expectAccessible(page);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(375);
    const relogin = await request.post('/api/authentication/login', {
      data: { username: email, password: 'Segunda2026' },
    });
    expect(relogin.status()).toBe(200);
  });
  test('the devices list shows one row per device with its sessions, and signs out of one device (es, 375 px)', async ({
    page,
    request,
  }, testInfo) => {
    await page.setViewportSize({ width: 375, height: 812 });
    // A phone that signed in three times: three sessions, one device.
    const phone =
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';
    const tokens: Record<string, string>[] = [];
    for (let i = 0; i < 3; i++) {
      const login = await request.post('/api/authentication/login', {
        headers: { 'user-agent': phone },
        data: { username: USERS.estudiante, password: PASSWORD },
      });
      expect(login.status()).toBe(200);
      tokens.push({ authorization: `Bearer ${((await login.json()) as { tokenId: string }).tokenId}` });
    }
    await signIn(page, 'es', USERS.estudiante);
    await page.goto('/my-profile');
    const devices = page.getByTestId('session-device');
    const phoneRow = devices.filter({ hasText: 'Chrome · Android' });
    await expect(phoneRow).toHaveCount(1);
    await expect(phoneRow).toContainText('3 sesiones');
    // One row per browser and address, however often each signed in.
    const names = await devices.allTextContents();
    expect(names.length).toBeLessThanOrEqual(6);
    await expect(devices.filter({ hasText: 'Este dispositivo' })).toHaveCount(1);
    await expect(devices.filter({ hasText: 'Este dispositivo' }).getByRole('button')).toHaveCount(0);
    await saveScreen(page, testInfo, 'people-profile-devices-es-375');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const everyOther = page.getByRole('button', { name: 'Cerrar sesión en todos los demás dispositivos' });
    expect(await everyOther.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true);

    await phoneRow.getByRole('button', { name: 'Cerrar sesión en Chrome · Android' }).click();
    await expect(page.getByText('Se cerró la sesión en Chrome · Android')).toBeVisible();
    await expect(phoneRow).toHaveCount(0);
    for (const headers of tokens) expect((await request.get('/api/user/me', { headers })).status()).toBe(401);
    // This device stays signed in.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Mi perfil' })).toBeVisible();
  });
});
