import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { setPreferredLanguage, signIn, USERS, useLanguage } from '../support/auth';
import { apiSignIn } from '../support/people';

type Headers = Record<string, string>;
type Account = { id: string; figures: { balanceCents: number } };

/** Stripe's "asynchronous refund failure" test card: the refund succeeds, then fails a moment later. */
const REFUND_FAILS_LATER = '4000000000005126';

async function estudianteAccount(request: APIRequestContext, headers: Headers) {
  const list = await request.get(`/api/admin/accounts?SearchValue=${USERS.estudiante}`, { headers });
  const [row] = ((await list.json()) as { items: { id: string }[] }).items;
  return (await (await request.get(`/api/admin/accounts/${row!.id}`, { headers })).json()) as Account;
}

/** The demo student pays 10.00 with the card through the API; answers the card and customer to remove it. */
async function studentPaysWith(request: APIRequestContext, number: string) {
  const { headers } = await apiSignIn(request, USERS.estudiante);
  const customer = (
    (await (await request.get('/api/retail/getstripecustomer', { headers })).json()) as {
      id: string;
    }
  ).id;
  const attached = await request.post('/api/retail/attachpaymentmethod', {
    headers,
    data: {
      customer,
      number,
      cvc: '123',
      expMonth: 12,
      expYear: new Date().getFullYear() + 3,
      zipCode: '28001',
    },
  });
  expect(attached.status(), await attached.text()).toBe(200);
  const card = ((await attached.json()) as { id: string }).id;
  const paid = await request.post('/api/retail/registerretailpayment', {
    headers: { ...headers, 'idempotency-key': crypto.randomUUID() },
    data: { amount: 10, customer, paymentMethodId: card },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  expect(((await paid.json()) as { status: string }).status).toBe('succeeded');
  return { headers, customer, card };
}

async function openEstudiante(page: Page, lang: 'es' | 'en') {
  await page.goto('/admin');
  await page.getByRole('tab', { name: lang === 'es' ? 'Cuentas y cobros' : 'Accounts and billing' }).click();
  await page.getByLabel(lang === 'es' ? 'Filtrar' : 'Filter').fill('estudiante@demo');
  const list = page.getByRole('list', { name: lang === 'es' ? 'Cuentas' : 'Accounts' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await list.getByRole('button').first().click();
  const panel = page.getByRole('region').filter({ has: page.getByTestId('account-balance') });
  await expect(panel.getByTestId('account-ledger')).toBeVisible();
  return panel;
}

test.describe('/admin: a refund that fails after it succeeded', () => {
  test('the administrator refunds a payment of card …5126, sees it refunded, then failed with the balance back (es, then en)', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const admin = (await apiSignIn(request, USERS.admin)).headers;
    const payment = await studentPaysWith(request, REFUND_FAILS_LATER);
    const afterPayment = await estudianteAccount(request, admin);
    const reason = `Baja e2e ${Date.now()}`;
    try {
      await useLanguage(page, 'es');
      await signIn(page, 'es', USERS.admin);
      let panel = await openEstudiante(page, 'es');
      const balance = await panel.getByTestId('account-balance').textContent();

      await panel.getByRole('button', { name: 'Reembolsar un pago' }).click();
      const dialog = page.getByRole('dialog', { name: 'Reembolsar un pago' });
      await dialog.getByLabel(/^Motivo/).fill(reason);
      await dialog.getByRole('button', { name: 'Aceptar' }).click();
      await page
        .getByRole('dialog', { name: 'Confirmar el reembolso' })
        .getByRole('button', { name: 'Reembolsar' })
        .click();
      await expect(dialog).toBeHidden();
      const row = panel.getByTestId('account-refunds').getByRole('row').filter({ hasText: reason });
      await expect(row).toContainText('Reembolsado');
      await expect(panel.getByTestId('account-balance')).not.toHaveText(balance ?? '');

      // A moment later the sandbox's signed event says the bank sent it back.
      await expect(async () => {
        panel = await openEstudiante(page, 'es');
        await expect(
          panel.getByTestId('account-refunds').getByRole('row').filter({ hasText: reason }),
        ).toContainText('Fallido', { timeout: 1_000 });
        // The account as it is now (opened again until the reversal shows, not an earlier read of it).
        await expect(panel.getByTestId('account-balance')).toHaveText(balance ?? '', { timeout: 1_000 });
      }).toPass({ timeout: 60_000 });
      await expect(panel.getByTestId('failed-refunds')).toContainText('falló después de completarse');
      await expect(panel.getByTestId('failed-refunds')).toContainText('el saldo se restableció');
      await expect(panel.getByTestId('account-balance')).toHaveText(balance ?? '');
      await expect(
        panel
          .getByTestId('account-ledger')
          .getByRole('row')
          .filter({ hasText: 'Reembolso fallido (revertido)' }),
      ).toHaveCount(1);
      expect((await estudianteAccount(request, admin)).figures.balanceCents).toBe(
        afterPayment.figures.balanceCents,
      );

      // The same in English.
      await setPreferredLanguage(request, USERS.admin, 'en');
      await page.evaluate(() => localStorage.setItem('puente.locale', 'en'));
      await page.reload();
      panel = await openEstudiante(page, 'en');
      const english = panel.getByTestId('account-refunds').getByRole('row').filter({ hasText: reason });
      await expect(english).toContainText('Failed');
      await expect(english).toContainText('Failed after it had succeeded: the amount is back on the balance');
      await expect(panel.getByTestId('failed-refunds')).toContainText('the balance was restored');
      await expect(
        panel.getByTestId('account-ledger').getByRole('row').filter({ hasText: 'Failed refund (reversed)' }),
      ).not.toHaveCount(0);
    } finally {
      await setPreferredLanguage(request, USERS.admin, 'es');
      // The demo account as it was: the payment charged back by an adjustment, the test card removed.
      const now = await estudianteAccount(request, admin);
      const difference = afterPayment.figures.balanceCents + 1_000 - now.figures.balanceCents;
      if (difference !== 0) {
        const reversal = await request.post(`/api/admin/accounts/${now.id}/adjustments`, {
          headers: admin,
          data: {
            amountCents: difference,
            reason: 'Reversal of the e2e payment',
            idempotencyKey: crypto.randomUUID(),
          },
        });
        expect(reversal.status()).toBe(201);
      }
      await request.post('/api/retail/removepaymentmethod', {
        headers: payment.headers,
        data: { customerId: payment.customer, paymentMethodId: payment.card },
      });
    }
  });
});
