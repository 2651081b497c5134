import { expect, type Locator, type Page, test } from '@playwright/test';
import { type Lang, setPreferredLanguage, signIn, useLanguage } from '../support/auth';
import { savePaymentScreen, summaryValue } from '../support/payments';

/** '$1.234,50' → 1234.5 */
const money = (text: string) => Number(text.replace(/[$.\s]/g, '').replace(',', '.'));

/** A student with a plan that no other spec pays with. */
const STUDENT = 'examen@demo.puente.test';

/** Stripe's 3-D Secure test cards, as the sandbox answers them. */
const ASKS_ALWAYS = '4000002760003184';
const ASKS_THEN_NO_FUNDS = '4000008260003178';
const ASKS_ONCE = '4000000000003220';

const TEXT = {
  es: {
    number: 'Número de tarjeta',
    expiry: /^Válida hasta/,
    zip: 'Código postal',
    amount: 'Total a Pagar',
    pay: 'Realizar Pago',
    paid: 'Pago Completado',
    notPaid: 'Pago No Completado',
    newPayment: 'Realizar Nuevo Pago',
    retry: 'Reintentar',
    clear: 'Limpiar',
    challenge: 'Autenticación 3-D Secure',
    complete: 'Completar autenticación',
    fail: 'Fallar autenticación',
    close: 'Cerrar y cancelar la autenticación',
    setupBody: 'Su banco pide confirmar que es usted quien usa esta tarjeta.',
    paymentBody: /Su banco pide confirmar el pago de/,
    failedText: 'No se pudo autenticar su tarjeta. Pruebe de nuevo o use otra tarjeta.',
    noFunds: 'Su tarjeta no tiene fondos suficientes.',
  },
  en: {
    number: 'Card number',
    expiry: /^Valid until/,
    zip: 'Postal code',
    amount: 'Total to Pay',
    pay: 'Make Payment',
    paid: 'Payment Completed',
    notPaid: 'Payment Not Completed',
    newPayment: 'Make New Payment',
    retry: 'Retry',
    clear: 'Clear',
    challenge: '3-D Secure authentication',
    complete: 'Complete authentication',
    fail: 'Fail authentication',
    close: 'Close and cancel the authentication',
    setupBody: 'Your bank asks you to confirm that you are the one using this card.',
    paymentBody: /Your bank asks you to confirm the payment of/,
    failedText: 'Your card could not be authenticated. Try again or use another card.',
    noFunds: 'Your card has insufficient funds.',
  },
} as const;

const futureExpiry = () => `12${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;

/**
 * Waits for the dialog's opening transition to end: a click while it scales in can land beside a moving
 * button (a closed dialog once stayed open in CI, the page still processing, under load).
 */
const settled = (dialog: Locator) =>
  dialog.evaluate((element) =>
    Promise.all(
      element
        .getAnimations({ subtree: true })
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );

/** Presses the pay button with the amount: the bank's challenge opens. */
async function payAgain(page: Page, lang: Lang, amount: string) {
  const text = TEXT[lang];
  await page.getByLabel(text.amount).fill(amount);
  await page.getByRole('button', { name: text.pay }).click();
  const challenge = page.getByRole('dialog', { name: text.challenge });
  await expect(challenge).toBeVisible();
  await settled(challenge);
  return challenge;
}

/** Types a new card and an amount, and presses the pay button: the bank's challenge opens. */
async function payWithNewCard(page: Page, lang: Lang, number: string, amount: string, paymentAsks = true) {
  const text = TEXT[lang];
  await page.getByLabel(text.number).pressSequentially(number);
  await page.getByLabel(text.expiry).fill(futureExpiry());
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel(text.zip).fill('28001');
  await page.getByLabel(text.amount).fill(amount);
  await page.getByRole('button', { name: text.pay }).click();
  // The new card is saved first (a SetupIntent): the bank asks once to save it, without an amount.
  const setup = page.getByRole('dialog', { name: text.challenge });
  await expect(setup).toBeVisible();
  await expect(setup.getByText(text.setupBody)).toBeVisible();
  await settled(setup);
  await setup.getByRole('button', { name: text.complete }).click();
  if (!paymentAsks) return null;
  // Then the payment: the bank asks again (the dialog opens anew), with the amount.
  const challenge = page.getByRole('dialog', { name: text.challenge });
  await expect(challenge.getByText(text.paymentBody)).toBeVisible();
  await settled(challenge);
  return challenge;
}

/** 'Realizar Nuevo Pago': back to an empty form. */
async function newPayment(page: Page, lang: Lang) {
  await page.getByRole('button', { name: TEXT[lang].newPayment }).click();
  await expect(page.getByLabel(TEXT[lang].amount)).toBeVisible();
}

test.describe.configure({ mode: 'serial' });

// The student's own language goes back to Spanish, as the seed has it.
test.afterAll(async ({ request }) => {
  await setPreferredLanguage(request, STUDENT, 'es');
});

for (const lang of ['es', 'en'] as const) {
  test(`3-D Secure in the sandbox (${lang}): a challenge passed pays, one failed or closed does not`, async ({
    page,
    request,
  }, testInfo) => {
    const text = TEXT[lang];
    await setPreferredLanguage(request, STUDENT, lang);
    await useLanguage(page, lang);
    await signIn(page, lang, STUDENT);
    await page.goto('/retail-payment');

    // Passed: 'Pago Completado'.
    const challenge = (await payWithNewCard(page, lang, ASKS_ALWAYS, '1'))!;
    await expect(challenge.getByText(lang === 'es' ? '$1,00' : '$1.00')).toBeVisible();
    await savePaymentScreen(page, testInfo, `payments-3ds-challenge-${lang}`);
    await challenge.getByRole('button', { name: text.complete }).click();
    await expect(page.getByRole('heading', { name: text.paid })).toBeVisible();
    await newPayment(page, lang);

    // Failed: 'Pago No Completado' with the provider's code in brackets.
    const failing = (await payWithNewCard(page, lang, ASKS_ALWAYS, '1'))!;
    await failing.getByRole('button', { name: text.fail }).click();
    await expect(page.getByRole('heading', { name: text.notPaid })).toBeVisible();
    await expect(page.getByText('[payment_intent_authentication_failure]')).toBeVisible();
    await expect(page.getByText(text.failedText)).toBeVisible();
    await page.getByRole('button', { name: text.retry }).click();

    // Abandoned: the dialog closed (its X) is a failed authentication, as Stripe's is.
    const closing = await payAgain(page, lang, '1');
    await closing.getByRole('button', { name: text.close }).click();
    await expect(page.getByRole('heading', { name: text.notPaid })).toBeVisible();
    await expect(page.getByText('[payment_intent_authentication_failure]')).toBeVisible();
    await page.getByRole('button', { name: text.retry }).click();
    await page.getByRole('button', { name: text.clear }).click();

    // Passed, and then the bank declines it for funds (4000 0082 6000 3178).
    const noFunds = (await payWithNewCard(page, lang, ASKS_THEN_NO_FUNDS, '1'))!;
    await noFunds.getByRole('button', { name: text.complete }).click();
    await expect(page.getByRole('heading', { name: text.notPaid })).toBeVisible();
    await expect(page.getByText('[insufficient_funds]')).toBeVisible();
    await expect(page.getByText(text.noFunds)).toBeVisible();
    await page.getByRole('button', { name: text.retry }).click();
    await page.getByRole('button', { name: text.clear }).click();

    // Asks once: authenticated when saved, its payment goes through without a second challenge.
    expect(await payWithNewCard(page, lang, ASKS_ONCE, '1', false)).toBeNull();
    await expect(page.getByRole('heading', { name: text.paid })).toBeVisible();
  });
}

test('a 3-D Secure payment whose page never hears the outcome still lands once (the provider tells it)', async ({
  page,
  request,
}) => {
  await setPreferredLanguage(request, STUDENT, 'es');
  await useLanguage(page, 'es');
  await signIn(page, 'es', STUDENT);
  await page.goto('/retail-payment');
  const balance = async () => money((await summaryValue(page, 'balance').textContent()) ?? '');
  const before = await balance();
  // The page's second ask (the outcome, after the challenge) is lost, as when the tab closes then.
  let asks = 0;
  await page.route('**/api/retail/registerretailpayment', async (route) => {
    asks += 1;
    if (asks === 2) await route.abort('connectionclosed');
    else await route.continue();
  });
  const challenge = (await payWithNewCard(page, 'es', ASKS_ALWAYS, '2'))!;
  await challenge.getByRole('button', { name: TEXT.es.complete }).click();
  await expect(page.getByRole('heading', { name: TEXT.es.notPaid })).toBeVisible();
  expect(asks).toBe(2);
  // Opened again: the payment is on the account, once.
  await page.unroute('**/api/retail/registerretailpayment');
  await page.goto('/retail-payment');
  await expect.poll(balance).toBe(before - 2);
});
