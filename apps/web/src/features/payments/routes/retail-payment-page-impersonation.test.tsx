import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useSession } from '../../../lib/session';
import { anonymousState } from '../../../lib/session/session-store';
import { renderPaymentPage } from '../test/render-payment-page';

const visa = { id: 'pm_1', brand: 'visa', last4: '4242', expMonth: 5, expYear: 2030 };

afterEach(() => {
  cleanup();
  useSession.setState(anonymousState, true);
});

const actAsStudent = () =>
  useSession.setState({
    identity: { ...anonymousState.identity, id: 'student-1', impersonator: 'professor-1' },
    master: true,
  });

describe('/retail-payment while staff act as the student', { timeout: 30_000 }, () => {
  it('says up front that staff cannot add or use cards, and the form cannot be used', async () => {
    actAsStudent();
    const { calls } = renderPaymentPage({ customer: { id: 'cus_1', paymentMethods: [visa] } });
    expect(
      await screen.findByText(/El personal que actúa como un usuario no puede añadir ni usar tarjetas/),
    ).toBeTruthy();
    // The stored card, the card fields and every button are disabled.
    expect((screen.getByRole('button', { name: /VISA/ }) as HTMLButtonElement).matches(':disabled')).toBe(
      true,
    );
    expect((screen.getByLabelText(/Número de tarjeta/) as HTMLInputElement).matches(':disabled')).toBe(true);
    expect(
      (screen.getByRole('button', { name: 'Realizar Pago' }) as HTMLButtonElement).matches(':disabled'),
    ).toBe(true);
    expect((screen.getByRole('button', { name: 'Limpiar' }) as HTMLButtonElement).matches(':disabled')).toBe(
      true,
    );
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('says it in English too', async () => {
    actAsStudent();
    renderPaymentPage({ locale: 'en' });
    expect(await screen.findByText(/Staff acting as a user cannot add or use cards/)).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Make Payment' }) as HTMLButtonElement).matches(':disabled'),
    ).toBe(true);
  });

  it('keeps the form usable for the student themself', async () => {
    useSession.setState({ identity: { ...anonymousState.identity, id: 'student-1' }, master: true });
    renderPaymentPage({});
    expect(await screen.findByLabelText(/Número de tarjeta/)).toBeTruthy();
    expect((screen.getByLabelText(/Número de tarjeta/) as HTMLInputElement).matches(':disabled')).toBe(false);
    expect(screen.queryByText(/no puede añadir ni usar tarjetas/)).toBeNull();
  });
});
