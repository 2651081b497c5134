import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../lib/session';
import { anonymousState } from '../../../lib/session/session-store';
import { useMessageQueue } from '../../../ui/messages';
import { renderPaymentPage } from '../test/render-payment-page';

const visa = { id: 'pm_1', brand: 'visa', last4: '4242', expMonth: 5, expYear: 2030 };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
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

  it('changes nothing when the question is declined', async () => {
    const { calls } = renderPaymentPage({ customer: { id: 'cus_1', paymentMethods: [visa] } });
    const user = await selectVisa();
    await user.click(screen.getByRole('switch', { name: /Pago automático/ }));
    await user.click(await screen.findByRole('button', { name: 'Cancelar' }));
    expect(calls.some((call) => call.path.includes('autopayment'))).toBe(false);
    expect((screen.getByRole('switch', { name: /Pago automático/ }) as HTMLInputElement).checked).toBe(false);
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
