import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { submitLogin, TEXT, USERS, useLanguage } from '../support/auth';
import { saveScreen } from '../support/screenshot';

test.describe('the extra steps of a login', () => {
  test('nuevo changes the password, accepts the terms (en) and reaches home in their own language', async ({
    page,
  }, testInfo) => {
    await useLanguage(page, 'en');
    await submitLogin(page, 'en', USERS.nuevo);
    await expect(page.getByRole('heading', { level: 1, name: 'Change password' })).toBeVisible();

    const newPassword = page.getByLabel(/^New password/);
    const confirmation = page.getByLabel(/^Confirm password/);
    const next = page.getByRole('button', { name: 'Continue' });
    await newPassword.fill('short');
    await confirmation.focus();
    await expect(page.getByText('The password must have at least 8 characters and a digit.')).toBeVisible();
    await newPassword.fill('Nuevo2026 seguro');
    await confirmation.fill('Nuevo2026 distinto');
    await expect(page.getByText('Passwords do not match.')).toBeVisible();
    await expect(next).toBeDisabled();
    await confirmation.fill('Nuevo2026 seguro');
    await expect(next).toBeEnabled();
    await saveScreen(page, testInfo, 'auth-change-password-en');
    await expectAccessible(page);
    let putPasswordCalls = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/user/putpassword')) putPasswordCalls += 1;
    });
    await next.click();

    await expect(page.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeVisible();
    const terms = page.getByTestId('terms-text');
    await expect(terms).toContainText(
      'users under 18 years of age need the consent and supervision of an adult',
    );
    await expect(terms).toContainText('los usuarios menores de 18 años necesitan el consentimiento');
    await expect(terms).toContainText('false names or false e-mail addresses');
    await expect(terms).toContainText('nombres falsos o correos electrónicos falsos');
    await expect(terms).toContainText('illegal or defamatory comments are forbidden');
    await expect(terms).toContainText('comentarios ilegales o difamatorios');
    const accept = page.getByRole('button', { name: 'Accept and continue' });
    await expect(accept).toBeDisabled();
    expect(putPasswordCalls).toBe(0);
    await page.getByLabel('I have read and accept the terms and conditions').check();
    await expect(accept).toBeEnabled();
    await saveScreen(page, testInfo, 'auth-terms-en');
    await expectAccessible(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await saveScreen(page, testInfo, 'auth-terms-en-390');
    await accept.click();

    await expect(page).toHaveURL(/\/$/);
    // The session is established in the user's own language (Spanish for nuevo), on any device.
    await expect(page.getByRole('heading', { level: 1, name: TEXT.es.home })).toBeVisible();
    await expect(page.getByTestId('profile-menu')).toBeVisible();
    expect(putPasswordCalls).toBe(1);
  });

  test('moroso must pay first: the login leads to the add-payment step (es)', async ({ page }) => {
    await submitLogin(page, 'es', USERS.moroso);
    await expect(page).toHaveURL(/\/retail-payment\?required=1$/);
  });
});
