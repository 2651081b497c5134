import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPaymentPage } from '../test/render-payment-page';

const visa = { id: 'pm_1', brand: 'visa', last4: '4242', expMonth: 5, expYear: 2030 };
/** The auto-pay card, whose bank asks for 3-D Secure (Stripe's 4000 0027 6000 3184). */
const asking = { id: 'pm_3184', brand: 'visa', last4: '3184', expMonth: 7, expYear: 2031 };
/** The daily charge of 65.00 (an installment and a late charge) needs the student. */
const needing = {
  balance: 600,
  installment: 50,
  payMethodId: 'pm_3184',
  authenticationNeeded: { amount: 65, paymentMethodId: 'pm_3184' },
};
const customer = { id: 'cus_1', paymentMethods: [visa, asking] };

afterEach(() => {
  cleanup();
});

const amountField = () => screen.getByLabelText(/Total a Pagar/) as HTMLInputElement;
const payButton = () => screen.getByRole('button', { name: 'Realizar Pago' });

describe('the payment the bank asks the student to confirm', { timeout: 30_000 }, () => {
  it("opens from the mail's link ready: its card selected, its amount fixed, the notice, and pays it", async () => {
    const { calls } = renderPaymentPage({
      url: '/retail-payment?authenticate=1',
      account: needing,
      customer,
      handler: (call, server) => {
        if (call.path !== '/retail/registerretailpayment') return undefined;
        server.account = { ...server.account, balance: 535, authenticationNeeded: null };
        return { body: { status: 'succeeded', paymentInfo: server.account } };
      },
    });
    const notice = await screen.findByTestId('authentication-notice');
    expect(notice.textContent).toContain('Su banco pide confirmar un pago');
    expect(notice.textContent).toContain(
      'El pago automático de $65,00 con la tarjeta VISA •••• •••• •••• 3184 no se realizó',
    );
    expect(notice.textContent).toContain("Pulse 'Realizar Pago'");
    expect(screen.getByText(/Pagará con la tarjeta VISA .*3184/)).toBeTruthy();
    expect(amountField().value).toBe('65.00');
    expect(amountField().readOnly).toBe(true);
    expect(screen.getByText('El monto es el del pago que su banco pide confirmar.')).toBeTruthy();
    // The auto-pay card pays here: the bank's challenge comes with the payment.
    expect(screen.queryByText('Esta tarjeta ya paga las cuotas automáticamente.')).toBeNull();
    expect(payButton().hasAttribute('disabled')).toBe(false);

    await userEvent.setup().click(payButton());
    expect(await screen.findByText('Pago Completado')).toBeTruthy();
    const payments = calls.filter((call) => call.path === '/retail/registerretailpayment');
    expect(payments.map((call) => call.body)).toEqual([
      { amount: 65, customer: 'cus_1', paymentMethodId: 'pm_3184' },
    ]);
    // Paid: the figures the answer carries have nothing left to confirm.
    await waitFor(() => expect(screen.queryByTestId('authentication-notice')).toBeNull());
  });

  it('tells it on the page opened otherwise too, with nothing chosen for the student', async () => {
    renderPaymentPage({ account: needing, customer });
    expect((await screen.findByTestId('authentication-notice')).textContent).toContain('$65,00');
    expect(amountField().value).toBe('');
    expect(screen.queryByText(/Pagará con la tarjeta/)).toBeNull();
  });

  it('says it in English', async () => {
    renderPaymentPage({ url: '/retail-payment?authenticate=1', account: needing, customer, locale: 'en' });
    const notice = await screen.findByTestId('authentication-notice');
    expect(notice.textContent).toContain('Your bank asks you to confirm a payment');
    expect(notice.textContent).toContain('The automatic payment of $65.00 with the card VISA');
    expect(notice.textContent).toContain("Press 'Make Payment'");
  });

  it('shows no notice and chooses nothing when no payment waits for the bank', async () => {
    renderPaymentPage({
      url: '/retail-payment?authenticate=1',
      account: { payMethodId: 'pm_3184', authenticationNeeded: null },
      customer,
    });
    await screen.findByRole('button', { name: /3184/ });
    expect(screen.queryByTestId('authentication-notice')).toBeNull();
    expect(amountField().value).toBe('');
    expect(screen.queryByText(/Pagará con la tarjeta/)).toBeNull();
  });
});
