import { type Cookie, expect, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import {
  amountInput,
  fillCard,
  savePaymentScreen,
  signInThroughApi,
  summaryValue,
  TEST_CARDS,
} from '../support/payments';

const ESTUDIANTE = 'estudiante@demo.puente.test';
/** The page's own content (the shell around it has its own checks). */
const PAGE = '[data-testid="retail-payment-page"]';

/** '$1.234,50' → 1234.5 */
const money = (text: string) => Number(text.replace(/[$.\s]/g, '').replace(',', '.'));
const balance = async (page: Page) => money((await summaryValue(page, 'balance').textContent()) ?? '');

async function payAndComeBack(page: Page, amount: string) {
  await amountInput(page).fill(amount);
  await page.getByRole('button', { name: 'Realizar Pago' }).click();
  await expect(page.getByRole('heading', { name: 'Pago Completado' })).toBeVisible();
  await page.getByRole('button', { name: 'Realizar Nuevo Pago' }).click();
}

async function confirmAutoPay(page: Page, question: string, done: string) {
  await page.getByRole('switch', { name: 'Pago automático' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pago automático' });
  await expect(dialog.getByText(question)).toBeVisible();
  await dialog.getByRole('button', { name: 'Aceptar' }).click();
  await expect(page.getByText(done)).toBeVisible();
}

test.describe.configure({ mode: 'serial' });

/**
 * The session the first test ends with (its payment renews the token), handed to the next test:
 * logins are rate-limited per client IP, and the whole suite signs in from one address.
 */
let session: Cookie[] = [];
test.afterEach(async ({ page }) => {
  session = await page.context().cookies();
});

async function openPage(page: Page, baseURL: string) {
  if (session.some((cookie) => cookie.name === 'puente_session')) {
    await page.context().addCookies(session);
    await page.goto('/retail-payment');
  } else {
    await signInThroughApi(page, baseURL, ESTUDIANTE, '/retail-payment');
  }
}

test.describe("the 'Añadir Pago' page", () => {
  test('a student pays with a new card, adds another, sets and cancels auto-pay and pays with a stored card', async ({
    page,
    baseURL,
  }, testInfo) => {
    await openPage(page, baseURL!);
    await expect(page.getByRole('heading', { level: 1, name: 'Añadir Pago' })).toBeVisible();
    await expect(page.getByText('No existen métodos de pagos almacenados.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Adicionar Tarjeta' })).toHaveCount(0);
    await expect(summaryValue(page, 'installment')).toHaveText('$50,00');
    const before = await balance(page);
    expect(before).toBeGreaterThan(20);
    await savePaymentScreen(page, testInfo, 'payments-retail-desktop');
    await expectAccessible(page, { include: PAGE });

    // Amex: mask 4-6-5 and a 4-digit CVC, cut to 3 when the number stops being Amex.
    await fillCard(page, { number: TEST_CARDS.amex, cvc: '1234' });
    await expect(page.getByLabel('Número de tarjeta')).toHaveValue('3782 822463 10005');
    await expect(page.getByLabel('CVC')).toHaveValue('1234');
    const number = page.getByLabel('Número de tarjeta');
    await number.fill('');
    await number.pressSequentially('4242424242424242');
    await expect(number).toHaveValue('4242 4242 4242 4242');
    await expect(page.getByLabel('CVC')).toHaveValue('123');

    // A comma typed in Spanish is the decimal point: '12,5' is 12.5, never 125.
    await amountInput(page).fill('');
    await amountInput(page).pressSequentially('12,5');
    await expect(amountInput(page)).toHaveValue('12.5');

    // An amount above the balance is refused; only sign, digits and one point are taken.
    await amountInput(page).fill('');
    await amountInput(page).pressSequentially('99999x.5.0');
    await expect(amountInput(page)).toHaveValue('99999.50');
    await page.getByRole('button', { name: 'Realizar Pago' }).click();
    await expect(page.getByText(/^Debe ser menor o igual que \$\d/)).toBeVisible();
    await expectAccessible(page, { include: PAGE });
    await page.setViewportSize({ width: 390, height: 844 });
    await savePaymentScreen(page, testInfo, 'payments-retail-390');
    await page.setViewportSize({ width: 1280, height: 900 });

    // Pay part of the balance with the new card: it is stored and the balance goes down.
    await payAndComeBack(page, '20');
    await expect(summaryValue(page, 'balance')).not.toHaveText(`$${before}`);
    expect(await balance(page)).toBeCloseTo(before - 20, 2);
    const visa = page.getByRole('button', { name: /VISA .*4242/ });
    await expect(visa).toBeVisible();

    // With a stored card, 'Adicionar Tarjeta' adds a card alone.
    await fillCard(page, { number: TEST_CARDS.amex, cvc: '1234' });
    await page.getByRole('button', { name: 'Adicionar Tarjeta' }).click();
    await expect(page.getByRole('heading', { name: 'Tarjeta adicionada correctamente' })).toBeVisible();
    await page.getByRole('button', { name: 'Volver Atrás' }).click();
    await expect(page.getByRole('button', { name: /AMEX .*0005/ })).toBeVisible();

    // Mark, unmark, mark and select the Visa card; set and cancel auto-pay on it.
    await visa.click();
    await expect(visa).toHaveAttribute('aria-pressed', 'true');
    await visa.click();
    await expect(visa).toHaveAttribute('aria-pressed', 'false');
    await visa.press('Enter');
    await page.getByRole('button', { name: 'Seleccionar' }).click();
    await expect(page.getByRole('button', { name: 'Adicionar Tarjeta' })).toHaveCount(0);
    await confirmAutoPay(
      page,
      'Está seguro que desea establecer el pago automático en esta tarjeta?',
      'Pago automático establecido correctamente.',
    );
    await expect(visa).toContainText('(Pago Automático)');
    await expect(amountInput(page)).toHaveValue('50.00');
    await expect(page.getByRole('button', { name: 'Realizar Pago' })).toBeDisabled();
    await savePaymentScreen(page, testInfo, 'payments-retail-autopay');
    await expectAccessible(page, { include: PAGE });
    await confirmAutoPay(
      page,
      'Está seguro que desea cancelar el pago automático de esta tarjeta?',
      'Pago automático cancelado correctamente.',
    );
    await expect(visa).not.toContainText('(Pago Automático)');

    // Pay with the selected stored card.
    const middle = await balance(page);
    await payAndComeBack(page, '10');
    await expect.poll(() => balance(page)).toBeCloseTo(middle - 10, 2);
  });

  test('refused cards show the failure screens with the provider message in Spanish', async ({
    page,
    baseURL,
  }, testInfo) => {
    await openPage(page, baseURL!);
    await expect(page.getByRole('button', { name: /VISA .*4242/ })).toBeVisible();
    const refusals = [
      { card: TEST_CARDS.declined, via: 'Adicionar Tarjeta', message: '[Su tarjeta fue rechazada.]' },
      { card: TEST_CARDS.expired, via: 'Adicionar Tarjeta', message: '[Su tarjeta está vencida.]' },
      {
        card: TEST_CARDS.insufficientFunds,
        via: 'Realizar Pago',
        message: '[Su tarjeta no tiene fondos suficientes.]',
      },
      {
        card: TEST_CARDS.incorrectCvc,
        via: 'Realizar Pago',
        message: '[El código de seguridad de su tarjeta es incorrecto.]',
      },
    ];
    for (const refusal of refusals) {
      await fillCard(page, { number: refusal.card });
      if (refusal.via === 'Realizar Pago') await amountInput(page).fill('5');
      await page.getByRole('button', { name: refusal.via }).click();
      const title = refusal.via === 'Realizar Pago' ? 'Pago No Completado' : 'No se pudo adicionar tarjeta';
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
      await expect(page.getByTestId('payment-result-detail')).toHaveText(refusal.message);
      if (refusal.card === TEST_CARDS.insufficientFunds) {
        await savePaymentScreen(page, testInfo, 'payments-retail-refused');
        await expectAccessible(page, { include: PAGE });
      }
      await page
        .getByRole('button', { name: refusal.via === 'Realizar Pago' ? 'Reintentar' : 'Volver Atrás' })
        .click();
      await expect(page.getByLabel('Número de tarjeta')).toHaveValue(refusal.card);
    }
  });
});
