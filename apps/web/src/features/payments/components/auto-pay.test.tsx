import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { useSession } from '../../../lib/session';
import { anonymousState } from '../../../lib/session/session-store';
import { useMessageQueue } from '../../../ui/messages';
import { renderPaymentPage } from '../test/render-payment-page';

const visa = { id: 'pm_1', brand: 'visa', last4: '4242', expMonth: 5, expYear: 2030 };

afterEach(() => {
  cleanup();
  useMessageQueue.getState().clear();
});

async function selectVisa() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: /VISA/ }));
  await user.click(screen.getByRole('button', { name: 'Seleccionar' }));
  return user;
}

describe('the auto-pay toggle', { timeout: 30_000 }, () => {
  it('asks, then sets auto-pay on the selected card and says so', async () => {
    const { calls } = renderPaymentPage({
      customer: { id: 'cus_1', paymentMethods: [visa] },
      handler: (call, server) => {
        if (call.path !== '/retail/setautopayment') return undefined;
        server.account.payMethodId = 'pm_1';
        return { body: { payMethodId: 'pm_1' } };
      },
    });
    const user = await selectVisa();
    await user.click(screen.getByRole('switch', { name: /Pago automático/ }));
    expect(
      await screen.findByText('Está seguro que desea establecer el pago automático en esta tarjeta?'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Aceptar' }));
    await waitFor(() =>
      expect(useMessageQueue.getState().messages.map((m) => m.description)).toContain(
        'Pago automático establecido correctamente.',
      ),
    );
    expect(calls.find((call) => call.path === '/retail/setautopayment')?.body).toEqual({
      customerId: 'cus_1',
      paymentMethodId: 'pm_1',
    });
    expect(await screen.findByText(/\(Pago Automático\)/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Realizar Pago' }).hasAttribute('disabled')).toBe(true);
  });

  it('asks, then cancels auto-pay of the auto-pay card', async () => {
    const { calls } = renderPaymentPage({
      customer: { id: 'cus_1', paymentMethods: [visa] },
      account: { payMethodId: 'pm_1' },
      handler: (call, server) => {
        if (call.path !== '/retail/cancelautopayment') return undefined;
        server.account.payMethodId = null;
        return { body: { payMethodId: null } };
      },
    });
    const user = await selectVisa();
    await user.click(screen.getByRole('switch', { name: /Pago automático/ }));
    expect(
      await screen.findByText('Está seguro que desea cancelar el pago automático de esta tarjeta?'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Aceptar' }));
    await waitFor(() =>
      expect(useMessageQueue.getState().messages.map((m) => m.description)).toContain(
        'Pago automático cancelado correctamente.',
      ),
    );
    expect(calls.some((call) => call.path === '/retail/cancelautopayment' && call.method === 'POST')).toBe(
      true,
    );
    await waitFor(() => expect(screen.queryByText(/\(Pago Automático\)/)).toBeNull());
    expect(screen.getByRole('button', { name: 'Realizar Pago' }).hasAttribute('disabled')).toBe(false);
  });

  it("keeps the change's own answer: no read back that another instance, not yet told, could answer with the old card", async () => {
    const { calls } = renderPaymentPage({
      customer: { id: 'cus_1', paymentMethods: [visa] },
      account: { payMethodId: 'pm_1' },
      // The call is answered; the account read still says pm_1, as an instance not yet told would.
      handler: (call) =>
        call.path === '/retail/cancelautopayment' ? { body: { payMethodId: null } } : undefined,
    });
    const user = await selectVisa();
    await user.click(screen.getByRole('switch', { name: /Pago automático/ }));
    await user.click(await screen.findByRole('button', { name: 'Aceptar' }));
    await waitFor(() =>
      expect(useMessageQueue.getState().messages.map((m) => m.description)).toContain(
        'Pago automático cancelado correctamente.',
      ),
    );
    const cancelled = calls.findIndex((call) => call.path === '/retail/cancelautopayment');
    await waitFor(() => expect(screen.queryByText(/\(Pago Automático\)/)).toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByText(/\(Pago Automático\)/)).toBeNull();
    expect(calls.slice(cancelled).some((call) => call.path === '/account/getmyaccount')).toBe(false);
  });

  it('changes nothing when the question is declined', async () => {
    const { calls } = renderPaymentPage({ customer: { id: 'cus_1', paymentMethods: [visa] } });
    const user = await selectVisa();
    await user.click(screen.getByRole('switch', { name: /Pago automático/ }));
    await user.click(await screen.findByRole('button', { name: 'Cancelar' }));
    expect(calls.some((call) => call.path.includes('autopayment'))).toBe(false);
    expect((screen.getByRole('switch', { name: /Pago automático/ }) as HTMLInputElement).checked).toBe(false);
  });

  it('without a stored card, sets only the local flag: the new card is attached, made the auto-pay card, then paid with', async () => {
    const { calls } = renderPaymentPage({
      customer: { id: 'cus_1', paymentMethods: [] },
      handler: (call, server) => {
        if (call.path === '/retail/attachpaymentmethod') {
          return { body: { id: 'pm_new', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 } };
        }
        if (call.path === '/retail/setautopayment') {
          server.account.payMethodId = 'pm_new';
          return { body: { payMethodId: 'pm_new' } };
        }
        if (call.path === '/retail/registerretailpayment') return { body: { status: 'succeeded' } };
        return undefined;
      },
    });
    const user = userEvent.setup();
    expect(await screen.findByText('No existen métodos de pagos almacenados.')).toBeTruthy();
    const toggle = screen.getByRole('switch', { name: /Pago automático/ }) as HTMLInputElement;
    await user.click(toggle);
    // No question and no call yet: only the flag, and the amount is fixed to the installment.
    expect(screen.queryByText(/Está seguro/)).toBeNull();
    expect(calls.some((call) => call.path.includes('autopayment'))).toBe(false);
    expect(toggle.checked).toBe(true);
    expect((screen.getByLabelText(/Total a Pagar/) as HTMLInputElement).value).toBe('40.00');
    await user.type(screen.getByLabelText(/Número de tarjeta/), '4242424242424242');
    await user.type(screen.getByLabelText(/Válida hasta/), '1230');
    await user.type(screen.getByLabelText(/CVC/), '123');
    await user.type(screen.getByLabelText(/Código postal/), '10001');
    await user.click(screen.getByRole('button', { name: 'Realizar Pago' }));
    expect(await screen.findByText('Pago Completado')).toBeTruthy();
    const order = calls.filter((call) => call.method === 'POST').map((call) => call.path);
    expect(order).toEqual([
      '/retail/attachpaymentmethod',
      '/retail/setautopayment',
      '/retail/registerretailpayment',
    ]);
    expect(calls.find((call) => call.path === '/retail/setautopayment')?.body).toEqual({
      customerId: 'cus_1',
      paymentMethodId: 'pm_new',
    });
    expect(calls.find((call) => call.path === '/retail/registerretailpayment')?.body).toEqual({
      amount: 40,
      customer: 'cus_1',
      paymentMethodId: 'pm_new',
    });
  });

  it('is not offered to a guest without a stored card either', async () => {
    useSession.setState({ identity: { ...anonymousState.identity, id: 'guest-1' }, master: false });
    try {
      renderPaymentPage({ customer: { id: 'cus_1', paymentMethods: [] } });
      expect(await screen.findByLabelText(/Número de tarjeta/)).toBeTruthy();
      expect(screen.queryByRole('switch', { name: /Pago automático/ })).toBeNull();
    } finally {
      useSession.setState(anonymousState, true);
    }
  });

  it('is not offered to a guest (a user who is not the account holder), who pays with their own card', async () => {
    useSession.setState({ identity: { ...anonymousState.identity, id: 'guest-1' }, master: false });
    try {
      renderPaymentPage({ customer: { id: 'cus_1', paymentMethods: [visa] } });
      await selectVisa();
      expect(await screen.findByText(/Pagará con la tarjeta/)).toBeTruthy();
      expect(screen.queryByRole('switch', { name: /Pago automático/ })).toBeNull();
      expect(screen.getByRole('button', { name: 'Realizar Pago' }).hasAttribute('disabled')).toBe(false);
    } finally {
      useSession.setState(anonymousState, true);
    }
  });
});
