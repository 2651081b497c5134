import { expect, test } from '@playwright/test';
import { latestOneTimePassword, PASSWORD, submitLogin, USERS } from '../support/auth';
import { saveScreen } from '../support/screenshot';

test('forgot password mails a one-time password that signs in once and leads to change password', async ({
  page,
  request,
}, testInfo) => {
  await page.goto('/login');
  await page.getByRole('button', { name: '¿Olvidó su contraseña?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Recuperar contraseña' })).toBeVisible();
  await page.getByLabel(/^Correo electrónico/).fill(USERS.invitado);
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByRole('status')).toContainText('le hemos enviado una contraseña de un solo uso');
  await saveScreen(page, testInfo, 'auth-forgot-password-es');
  await page.getByRole('button', { name: 'Volver a iniciar sesión' }).click();

  const code = await latestOneTimePassword(USERS.invitado);
  await submitLogin(page, 'es', USERS.invitado, code);
  await expect(page.getByRole('heading', { level: 1, name: 'Cambiar contraseña' })).toBeVisible();
  // The forced change refuses the password the user already has.
  await page.getByLabel(/^Contraseña nueva/).fill(PASSWORD);
  await page.getByLabel(/^Confirmar contraseña/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(page.getByText('La contraseña nueva debe ser distinta de la actual')).toBeVisible();
  const recovered = 'Recuperada2026';
  await page.getByLabel(/^Contraseña nueva/).fill(recovered);
  await page.getByLabel(/^Confirmar contraseña/).fill(recovered);
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('profile-menu')).toBeVisible();

  // Back to the demo password (a signed-in change needs the current one), so the other specs sign in.
  const signedIn = await request.post('/api/authentication/login', {
    data: { username: USERS.invitado, password: recovered },
  });
  const { tokenId, userId } = await signedIn.json();
  const restored = await request.patch('/api/user/putpassword', {
    headers: { authorization: `Bearer ${tokenId}` },
    data: { userId, currentPassword: recovered, newPassword: PASSWORD, termsAccepted: true },
  });
  expect(restored.status()).toBe(200);

  // The code worked once only.
  const again = await request.post('/api/authentication/login', {
    data: { username: USERS.invitado, password: code },
  });
  expect(again.status()).toBe(401);
  expect(await again.json()).toEqual(['errors.login.credentials']);
});
