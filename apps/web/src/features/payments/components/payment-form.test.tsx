import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPaymentPage } from '../test/render-payment-page';

const visa = { id: 'pm_1', brand: 'visa', last4: '4242', expMonth: 5, expYear: 2030 };
const amex = { id: 'pm_2', brand: 'amex', last4: '0005', expMonth: 8, expYear: 2031 };

afterEach(() => {
  cleanup();
});

describe('the payment page', { timeout: 30_000 }, () => {
  it('shows the summary, the empty card list and no Adicionar Tarjeta without stored cards', async () => {
    renderPaymentPage({});
    expect(await screen.findByText('No existen métodos de pagos almacenados.')).toBeTruthy();
    expect(screen.getByTestId('summary-balance').textContent).toContain('$120,50');
    expect(screen.getByTestId('summary-nextPaymentDate').textContent).toContain('-');
    expect(screen.getByTestId('summary-lastPaymentDate').textContent).toContain('10 de abril de 2026');
    expect(screen.queryByRole('button', { name: 'Adicionar Tarjeta' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Realizar Pago' })).toBeTruthy();
    expect(await screen.findByText('+1 (555) 010-2026')).toBeTruthy();
  });

  it('cuts the CVC to 3 digits when the number stops being Amex', async () => {
    const user = userEvent.setup();
    renderPaymentPage({});
    const number = await screen.findByLabelText(/Número de tarjeta/);
    const cvc = screen.getByLabelText(/CVC/);
    await user.type(number, '378282246310005');
    expect((number as HTMLInputElement).value).toBe('3782 822463 10005');
    await user.type(cvc, '1234');
    expect((cvc as HTMLInputElement).value).toBe('1234');
    await user.clear(number);
    await user.type(number, '4242424242424242');
    expect((number as HTMLInputElement).value).toBe('4242 4242 4242 4242');
    await waitFor(() => expect((cvc as HTMLInputElement).value).toBe('123'));
  });

  it('refuses an amount above the balance and any character but sign, digits and one point', async () => {
    const user = userEvent.setup();
    renderPaymentPage({ customer: { id: 'cus_1', paymentMethods: [visa] } });
    await user.click(await screen.findByRole('button', { name: /VISA/ }));
    await user.click(screen.getByRole('button', { name: 'Seleccionar' }));
    const amount = screen.getByLabelText(/Total a Pagar/);
    await user.type(amount, '12a0.5.1');
    expect((amount as HTMLInputElement).value).toBe('120.51');
    await user.tab();
    expect(await screen.findByText('Debe ser menor o igual que $120,50')).toBeTruthy();
  });

  it('shows Adicionar Tarjeta only while no stored card is selected; the toggle follows the selected card', async () => {
    const user = userEvent.setup();
    renderPaymentPage({
      customer: { id: 'cus_1', paymentMethods: [visa, amex] },
      account: { payMethodId: 'pm_2' },
    });
    expect(await screen.findByRole('button', { name: 'Adicionar Tarjeta' })).toBeTruthy();
    expect(screen.getByText(/\(Pago Automático\)/)).toBeTruthy();
    // No stored card selected: the toggle is the new card's local flag, off.
    expect(
      (
        (await screen.findByRole(
          'switch',
          { name: /Pago automático/ },
          { timeout: 15_000 },
        )) as HTMLInputElement
      ).checked,
    ).toBe(false);
    const card = screen.getByRole('button', { name: /AMEX/ });
    await user.click(card);
    expect(card.getAttribute('aria-pressed')).toBe('true');
    await user.click(card);
    expect(card.getAttribute('aria-pressed')).toBe('false');
    await user.click(card);
    await user.click(screen.getByRole('button', { name: 'Seleccionar' }));
    expect(screen.queryByRole('button', { name: 'Adicionar Tarjeta' })).toBeNull();
    expect(
      (
        (await screen.findByRole(
          'switch',
          { name: /Pago automático/ },
          { timeout: 15_000 },
        )) as HTMLInputElement
      ).checked,
    ).toBe(true);
    expect((screen.getByLabelText(/Total a Pagar/) as HTMLInputElement).value).toBe('40.00');
    expect(screen.getByRole('button', { name: 'Realizar Pago' }).hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Limpiar' }));
    expect(screen.getByRole('button', { name: 'Adicionar Tarjeta' })).toBeTruthy();
    expect(screen.getByLabelText(/Número de tarjeta/)).toBeTruthy();
  });

  it("'Reintentar' sends the same Idempotency-Key when the first try got no answer", async () => {
    const user = userEvent.setup();
    let tries = 0;
    const { calls } = renderPaymentPage({
      customer: { id: 'cus_1', paymentMethods: [visa] },
      handler: (call) => {
        if (call.path !== '/retail/registerretailpayment') return undefined;
        tries += 1;
        return tries === 1
          ? { status: 503, body: { code: 'payment.provider-unavailable' } }
          : { body: { status: 'succeeded' } };
      },
    });
    await user.click(await screen.findByRole('button', { name: /VISA/ }));
    await user.click(screen.getByRole('button', { name: 'Seleccionar' }));
    await user.type(screen.getByLabelText(/Total a Pagar/), '20');
    await user.click(screen.getByRole('button', { name: 'Realizar Pago' }));
    expect(await screen.findByText('Pago No Completado')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Pago Completado')).toBeTruthy();
    const payments = calls.filter((call) => call.path === '/retail/registerretailpayment');
    expect(payments).toHaveLength(2);
    expect(payments[0]!.body).toEqual({ amount: 20, customer: 'cus_1', paymentMethodId: 'pm_1' });
    // Header names arrive lower-cased, as HTTP reads them.
    expect(payments[0]!.headers['idempotency-key']).toBeTruthy();
    expect(payments[1]!.headers['idempotency-key']).toBe(payments[0]!.headers['idempotency-key']);
    expect(screen.getByRole('button', { name: 'Realizar Nuevo Pago' })).toBeTruthy();
  });
});
