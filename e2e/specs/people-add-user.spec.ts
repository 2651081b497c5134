import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { setPreferredLanguage, signIn, submitLogin, USERS, useLanguage } from '../support/auth';
import { mailedTemporaryPassword, removeNewGuests } from '../support/people';
import { saveScreen } from '../support/screenshot';

const uniqueEmail = (name: string) => `${name}-${Date.now()}@example.test`;

test.describe('/add-user: the master user invites guests', () => {
  test.afterEach(async ({ request }) => {
    await removeNewGuests(request, USERS.estudiante);
    await setPreferredLanguage(request, USERS.estudiante, 'es');
  });

  test('estudiante adds a guest up to the limit, sees the spec message past it; the guest is forced through password and terms (es)', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, 'es', USERS.estudiante);
    await page.goto('/add-user');
    await expect(page.getByRole('heading', { level: 1, name: 'Añadir usuario' })).toBeVisible();
    await expect(page.getByText('Invitados: 1 de 2')).toBeVisible();
    await expect(page.getByText('invitado@demo.puente.test')).toBeVisible();

    const email = uniqueEmail('lucia');
    await page.getByRole('button', { name: 'Invitar a un usuario' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo invitado' });
    await dialog.getByLabel(/^Nombre/).fill('Lucía');
    await dialog.getByLabel(/^Apellidos/).fill('Gómez');
    await dialog.getByLabel(/^Correo electrónico/).fill('no-es-correo');
    await dialog.getByLabel(/^Apellidos/).focus();
    await expect(dialog.getByText('El usuario debe ser un correo electrónico válido')).toBeVisible();
    // An e-mail in use: said on the field.
    await dialog.getByLabel(/^Correo electrónico/).fill('invitado@demo.puente.test');
    await dialog.getByRole('button', { name: 'Aceptar' }).click();
    await expect(dialog.getByText('El nombre de usuario ya está en uso')).toBeVisible();
    await dialog.getByLabel(/^Correo electrónico/).fill(email);
    await saveScreen(page, testInfo, 'people-add-user-dialog-es');
    await expectAccessible(page, { include: '[role="dialog"]' });
    await dialog.getByRole('button', { name: 'Aceptar' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Invitados: 2 de 2')).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByText('Invitación pendiente')).toBeVisible();
    await saveScreen(page, testInfo, 'people-add-user-list-es');
    await expect(page.locator('.mantine-Notification-root')).toHaveCount(0, { timeout: 8000 });
    await expectAccessible(page);

    // At the limit: the button is off before any click, with the spec's message as the reason.
    await expect(page.getByRole('button', { name: 'Invitar a un usuario' })).toBeDisabled();
    await expect(page.getByTestId('guests-full')).toHaveText('El usuario no puede crear más invitados');
    await saveScreen(page, testInfo, 'people-add-user-limit-es');

    // The guest signs in with the mailed temporary password: new password, then the terms.
    const temporary = await mailedTemporaryPassword(email);
    await page.context().clearCookies();
    await page.goto('/login');
    await page.evaluate(() => localStorage.clear());
    await submitLogin(page, 'es', email, temporary);
    await expect(page.getByRole('heading', { level: 1, name: 'Cambiar contraseña' })).toBeVisible();
  });

  test('in English at 375 px: the limit message, resend and deactivate free the seat', async ({
    page,
    request,
  }, testInfo) => {
    await setPreferredLanguage(request, USERS.estudiante, 'en');
    await useLanguage(page, 'en');
    await page.setViewportSize({ width: 375, height: 740 });
    await signIn(page, 'en', USERS.estudiante);
    await page.goto('/add-user');
    await expect(page.getByRole('heading', { level: 1, name: 'Add user' })).toBeVisible();
    const email = uniqueEmail('nora');
    await page.getByRole('button', { name: 'Invite a user' }).click();
    const dialog = page.getByRole('dialog', { name: 'New guest' });
    await dialog.getByLabel(/^First name/).fill('Nora');
    await dialog.getByLabel(/^Last name/).fill('Smith');
    await dialog.getByLabel(/^E-mail/).fill(email);
    await saveScreen(page, testInfo, 'people-add-user-dialog-en-375');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByText('Guests: 2 of 2')).toBeVisible();

    // At the limit the button is off before any click, and says why.
    await expect(page.getByRole('button', { name: 'Invite a user' })).toBeDisabled();
    await expect(page.getByTestId('guests-full')).toHaveText('User Cannot Create more Guests');
    await saveScreen(page, testInfo, 'people-add-user-limit-en-375');

    await page.getByRole('button', { name: 'Resend invitation to Nora Smith' }).click();
    await expect(page.getByText('Invitation sent again with a new temporary password')).toBeVisible();
    await page.getByRole('button', { name: 'Deactivate Nora Smith' }).click();
    await page
      .getByRole('dialog', { name: 'Deactivate the guest?' })
      .getByRole('button', { name: 'Deactivate' })
      .click();
    await expect(page.getByText('Guests: 1 of 2')).toBeVisible();
    await expect(page.getByText(email)).toHaveCount(0);
    await saveScreen(page, testInfo, 'people-add-user-list-en-375');
    await expect(page.locator('.mantine-Notification-root')).toHaveCount(0, { timeout: 8000 });
    await expectAccessible(page);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(375);
  });

  test('a guest is sent to /unauthorized, and the server refuses too', async ({ page, request }) => {
    await signIn(page, 'es', USERS.invitado);
    await page.goto('/add-user');
    await expect(page).toHaveURL(/\/unauthorized$/);
    const login = await request.post('/api/authentication/login', {
      data: { username: USERS.invitado, password: 'Puente2026!' },
    });
    const { tokenId } = (await login.json()) as { tokenId: string };
    const refused = await request.post('/api/account/guests', {
      headers: { authorization: `Bearer ${tokenId}` },
      data: { firstName: 'X', lastName: 'Y', email: uniqueEmail('x') },
    });
    expect(refused.status()).toBe(403);
  });
});
