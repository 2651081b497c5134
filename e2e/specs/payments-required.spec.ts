import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { PASSWORD } from '../support/auth';
import {
  amountInput,
  fillCard,
  savePaymentScreen,
  signInThroughForm,
  summaryValue,
  TEST_CARDS,
} from '../support/payments';

const MOROSO = 'moroso@demo.puente.test';

test.describe('the forced add-payment step', () => {
  test('an overdue student who types another address, or calls the API, gets the step', async ({
    page,
    request,
  }) => {
    await signInThroughForm(page, MOROSO);
    await expect(page).toHaveURL(/\/retail-payment\?required=1$/);
    for (const address of ['/courses', '/exams', '/']) {
      await page.goto(address);
      await expect(page).toHaveURL(/\/retail-payment\?required=1$/);
      await expect(page.getByRole('dialog', { name: 'Añadir Pago' })).toBeVisible();
    }
    const login = await request.post('/api/authentication/login', {
      data: { username: MOROSO, password: PASSWORD },
    });
    const headers = { authorization: `Bearer ${(await login.json()).tokenId}` };
    const courses = await request.get('/api/courses', { headers });
    expect(courses.status()).toBe(403);
    expect((await courses.json()).code).toBe('payment.required');
    expect((await request.get('/api/account/getmyaccount', { headers })).status()).toBe(200);
    await request.put('/api/authentication/logoff', { headers });
  });

  test('an overdue student pays the amount overdue in the dialog and is active at the next login', async ({
    page,
  }, testInfo) => {
    await signInThroughForm(page, MOROSO);
    await expect(page).toHaveURL(/\/retail-payment\?required=1$/);
    const dialog = page.getByRole('dialog', { name: 'Añadir Pago' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Salir' })).toBeVisible();
    await expect(dialog.getByText('No existen métodos de pagos almacenados.')).toBeVisible();
    await expect(summaryValue(page, 'delinquentAmount')).toHaveText('$115,00');
    await expect(summaryValue(page, 'pendingPayments')).toHaveText('2');
    await expect(dialog.getByRole('button', { name: 'Adicionar Tarjeta' })).toHaveCount(0);
    await page.setViewportSize({ width: 1280, height: 1500 });
    await savePaymentScreen(page, testInfo, 'payments-required-desktop');
    await expectAccessible(page, { include: '[role="dialog"]' });

    await page.setViewportSize({ width: 390, height: 1800 });
    await savePaymentScreen(page, testInfo, 'payments-required-390');
    await page.setViewportSize({ width: 1280, height: 1100 });

    // 'Salir' asks before signing out; staying keeps the dialog.
    await dialog.getByRole('button', { name: 'Salir' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cerrar sesión' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await expect(confirm).toHaveCount(0);

    await fillCard(page, { number: TEST_CARDS.visa });
    await amountInput(page).fill('115');
    await dialog.getByRole('button', { name: 'Realizar Pago' }).click();
    await expect(dialog.getByText('Pago Completado')).toBeVisible();
    await expect(summaryValue(page, 'delinquentAmount')).toHaveText('$0,00');
    await expect(dialog.getByRole('button', { name: 'Realizar Nuevo Pago' })).toHaveCount(0);
    await savePaymentScreen(page, testInfo, 'payments-required-paid');

    // 'Aceptar' signs out; the next login goes home.
    await dialog.getByRole('button', { name: 'Aceptar' }).click();
    await expect(page).toHaveURL(/\/$/);
    await signInThroughForm(page, MOROSO);
    await expect(page).not.toHaveURL(/retail-payment/);
    await expect(page.getByRole('dialog', { name: 'Añadir Pago' })).toHaveCount(0);
  });
});
