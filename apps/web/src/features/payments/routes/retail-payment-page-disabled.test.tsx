import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useTenant } from '../../../api/tenant-query';
import { renderPaymentPage } from '../test/render-payment-page';

afterEach(cleanup);
// A new visit: the school's facts another test file's visit read (payments on) are not this school's.
beforeEach(() => useTenant.forget());

/** The page's own calls: the account, the customer and the provider's keys. */
const paymentCalls = (calls: { path: string }[]) =>
  calls.filter((call) => call.path.startsWith('/account/') || call.path.startsWith('/retail/'));

// One file of its own: the school's public facts are read once per visit (the module keeps them).
describe('/retail-payment when the school has payments off', { timeout: 30_000 }, () => {
  it('says payments are not enabled for the school and asks the server for nothing more', async () => {
    const { calls } = renderPaymentPage({ tenant: { paymentEnabled: false } });
    expect(
      await screen.findByText(/Los pagos con tarjeta no están habilitados para esta escuela/),
    ).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Pagos no habilitados');
    // Give any call the page would make the time to be made.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(paymentCalls(calls)).toEqual([]);
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('says it in English too', async () => {
    const { calls } = renderPaymentPage({ tenant: { paymentEnabled: false }, locale: 'en' });
    expect(await screen.findByText(/Card payments are not enabled for this school/)).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(paymentCalls(calls)).toEqual([]);
  });
});
