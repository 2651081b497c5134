import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearFormState } from '../../../test/clear-form-state';
import { recorded, server } from '../../../test/msw-server';
import { layOutScroller, renderWithApp } from '../../../ui/test/render-with-app';
import { BillingAccountsSection } from './billing-accounts-section';

type Call = {
  method: string;
  path: string;
  query: URLSearchParams;
  body: Record<string, unknown> | undefined;
};
const ACCOUNT = '0196b3a2-0000-7000-8000-000000000001';
const PAYMENT = '0196b3a2-0000-7000-8000-000000000002';

/** The accounts calls, answered from memory: the detail grows a ledger line per adjustment. */
function accountsServer() {
  const calls: Call[] = [];
  const detail = {
    id: ACCOUNT,
    name: 'Cuenta de Lucía',
    holderName: 'Lucía Gómez',
    holderEmail: 'lucia@demo.test',
    status: 'active',
    plan: null as null | Record<string, number | string>,
    figures: {
      balanceCents: 123_450,
      delinquentCents: 0,
      lateChargesCents: 0,
      nextPaymentDate: '2026-12-10',
      lastPaymentDate: null,
      installmentsLeft: 12,
      pendingPayments: 0,
      isActive: true,
    },
    ledger: [
      {
        id: '0196b3a2-0000-7000-8000-0000000000a0' as string,
        kind: 'payment',
        amountCents: 4_000,
        date: '2026-11-01',
        installmentNo: null,
        reason: null as string | null,
        postedBy: null as string | null,
        source: null as string | null,
        createdAt: '2026-11-01T10:00:00.000Z',
      },
    ],
    payments: [
      {
        id: PAYMENT,
        amountCents: 4_000,
        status: 'succeeded',
        refundedCents: 0,
        pendingRefundCents: 0,
        refundableCents: 4_000,
        createdAt: '2026-11-01T10:00:00.000Z',
      },
    ],
    refunds: [] as Record<string, unknown>[],
    disputes: [] as Record<string, unknown>[],
  };
  const json = (body: unknown, status = 200) => HttpResponse.json(body as object, { status });
  server.use(
    http.get(
      '/api/admin/accounts',
      recorded(calls, ({ query }) => {
        const row = {
          id: ACCOUNT,
          name: detail.name,
          holderName: detail.holderName,
          holderEmail: detail.holderEmail,
        };
        const items = [
          {
            ...row,
            installmentCents: null,
            balanceCents: detail.figures.balanceCents,
            status: detail.status,
          },
        ].filter((item) => item.holderName.includes(query.get('SearchValue') ?? ''));
        return json({ items, total: items.length });
      }),
    ),
    http.get(
      `/api/admin/accounts/${ACCOUNT}`,
      recorded(calls, () => json(detail)),
    ),
    http.post(
      `/api/admin/accounts/${ACCOUNT}/adjustments`,
      recorded(calls, ({ body }) => {
        const amountCents = body!.amountCents as number;
        detail.figures.balanceCents += amountCents;
        detail.ledger = [
          {
            id: '0196b3a2-0000-7000-8000-0000000000a1',
            kind: 'adjustment',
            amountCents,
            date: '2026-11-20',
            installmentNo: null,
            reason: body!.reason as string,
            postedBy: 'Ana Admin',
            source: null,
            createdAt: '2026-11-20T10:00:00.000Z',
          },
          ...detail.ledger,
        ];
        return json(detail, 201);
      }),
    ),
    http.post(
      `/api/admin/accounts/${ACCOUNT}/refunds`,
      recorded(calls, () =>
        json(
          {
            code: 'refund.exceeds-paid',
            message: '',
            errorInfo: { ModelState: [{ field: 'amountCents', code: 'refund.exceeds-paid', message: '' }] },
          },
          409,
        ),
      ),
    ),
  );
  return { calls, detail };
}

let restoreLayout: () => void;
beforeEach(() => {
  clearFormState();
  restoreLayout = layOutScroller();
});
afterEach(() => {
  restoreLayout();
  clearFormState();
});

async function openAccount() {
  const user = userEvent.setup();
  renderWithApp(<BillingAccountsSection />);
  const list = await screen.findByRole('list', { name: 'Accounts' });
  expect(await within(list).findByText('$1,234.50 · Up to date')).toBeTruthy();
  await user.click(within(list).getByRole('button', { name: "Open Lucía Gómez's account" }));
  const panel = await screen.findByRole('region', { name: 'Lucía Gómez' });
  return { user, panel };
}

describe('accounts and billing', { timeout: 30_000 }, () => {
  it('filters the list, opens an account and shows its figures and ledger in the reader’s language', async () => {
    const server = accountsServer();
    const { user, panel } = await openAccount();
    expect(within(panel).getByTestId('account-balance').textContent).toBe('$1,234.50');
    expect(within(panel).getByText('This account has no payment plan yet.')).toBeTruthy();
    expect(within(within(panel).getByTestId('account-ledger')).getByText('Payment')).toBeTruthy();
    await user.type(screen.getByLabelText(/Filter|Search/), 'Mario');
    await waitFor(() =>
      expect(server.calls.some((call) => call.query.get('SearchValue') === 'Mario')).toBe(true),
    );
  });

  it('shows each refund with its state, flags one that failed after it succeeded, and shows disputes', async () => {
    const { detail } = accountsServer();
    detail.refunds = [
      {
        id: '0196b3a2-0000-7000-8000-0000000000b1',
        paymentId: PAYMENT,
        amountCents: 4_000,
        reason: 'Course dropped',
        status: 'failed',
        reversed: true,
        createdAt: '2026-11-10T10:00:00.000Z',
      },
      {
        id: '0196b3a2-0000-7000-8000-0000000000b2',
        paymentId: PAYMENT,
        amountCents: 500,
        reason: 'Goodwill',
        status: 'pending',
        reversed: false,
        createdAt: '2026-11-09T10:00:00.000Z',
      },
    ];
    detail.disputes = [
      {
        id: '0196b3a2-0000-7000-8000-0000000000c1',
        paymentId: PAYMENT,
        amountCents: 3_000,
        reason: 'fraudulent',
        status: 'needs_response',
        openedAt: '2026-11-12T10:00:00.000Z',
        closedAt: null,
      },
    ];
    detail.ledger = [
      {
        id: '0196b3a2-0000-7000-8000-0000000000a2',
        kind: 'adjustment',
        amountCents: -4_000,
        date: '2026-11-11',
        installmentNo: null,
        reason: 'Course dropped',
        postedBy: null,
        source: 'refund-failed',
        createdAt: '2026-11-11T10:00:00.000Z',
      },
      ...detail.ledger,
    ];
    const { panel } = await openAccount();
    expect(within(panel).getByTestId('failed-refunds').textContent).toContain(
      'A refund of $40.00 failed after it had succeeded (the bank sent it back): the balance was restored.',
    );
    const refunds = within(panel).getByRole('table', { name: 'Refunds' });
    const [failed, pending] = within(refunds).getAllByRole('row').slice(1);
    expect(within(failed!).getByText('Failed')).toBeTruthy();
    expect(
      within(failed!).getByText('Failed after it had succeeded: the amount is back on the balance'),
    ).toBeTruthy();
    expect(within(pending!).getByText('Pending')).toBeTruthy();
    const disputes = within(panel).getByRole('table', { name: 'Disputes' });
    expect(within(disputes).getByText('Needs a response')).toBeTruthy();
    expect(within(disputes).getByText('Fraud')).toBeTruthy();
    expect(within(panel).getByTestId('open-disputes').textContent).toContain('Nothing was blocked');
    expect(
      within(within(panel).getByTestId('account-ledger')).getByText('Failed refund (reversed)'),
    ).toBeTruthy();
  });

  it('posts an adjustment only with a reason, as a signed amount with a key, and shows the new ledger line', async () => {
    const server = accountsServer();
    const { user, panel } = await openAccount();
    await user.click(within(panel).getByRole('button', { name: 'Post adjustment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Post an adjustment' });
    await user.type(within(dialog).getByLabelText(/^Amount/), '25.5');
    const ok = within(dialog).getByRole('button', { name: 'OK' });
    expect(ok).toHaveProperty('disabled', true);
    await user.type(within(dialog).getByLabelText(/^Reason/), '  ');
    expect(
      await within(dialog).findByText("Enter the reason: it stays in the account's history"),
    ).toBeTruthy();
    await user.clear(within(dialog).getByLabelText(/^Reason/));
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Descuento por hermanos');
    await waitFor(() => expect(ok).toHaveProperty('disabled', false));
    await user.click(ok);
    const question = await screen.findByRole('dialog', { name: 'Confirm the adjustment' });
    expect(question.textContent).toContain("Credit of $25.50 on Lucía Gómez's account.");
    expect(question.textContent).toContain('Current balance: $1,234.50');
    expect(question.textContent).toContain('Balance after the adjustment: $1,209.00');
    expect(server.calls.some((call) => call.method === 'POST')).toBe(false);
    await user.click(within(question).getByRole('button', { name: 'Post the adjustment' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const posted = server.calls.find((call) => call.method === 'POST')!.body!;
    expect(posted).toMatchObject({ amountCents: -2_550, reason: 'Descuento por hermanos' });
    expect(posted.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    const ledger = within(panel).getByTestId('account-ledger');
    expect(await within(ledger).findByText('Descuento por hermanos')).toBeTruthy();
    expect(within(ledger).getByText('-$25.50')).toBeTruthy();
    expect(within(panel).getByTestId('account-balance').textContent).toBe('$1,209.00');
  });

  it('puts a refused refund (more than was paid) on the amount field', async () => {
    accountsServer();
    const { user, panel } = await openAccount();
    await user.click(within(panel).getByRole('button', { name: 'Refund a payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund a payment' });
    expect(within(dialog).getByText('Up to $40.00 can be refunded')).toBeTruthy();
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Clase cancelada');
    const ok = within(dialog).getByRole('button', { name: 'OK' });
    await waitFor(() => expect(ok).toHaveProperty('disabled', false));
    await user.click(ok);
    const question = await screen.findByRole('dialog', { name: 'Confirm the refund' });
    expect(question.textContent).toContain('Refund of $40.00 of the $40.00 payment of');
    expect(question.textContent).toContain('Balance once the provider confirms the refund: $1,274.50');
    await user.click(within(question).getByRole('button', { name: 'Refund' }));
    expect(
      await within(dialog).findByText('The refund is more than what is left to refund of this payment'),
    ).toBeTruthy();
  });

  it('reads a credit of "10.50" typed in Spanish as 10,50, shows the balance it leaves, and posts it only when confirmed', async () => {
    const server = accountsServer();
    const user = userEvent.setup();
    renderWithApp(<BillingAccountsSection />, 'es');
    const list = await screen.findByRole('list', { name: 'Cuentas' });
    await user.click(await within(list).findByRole('button', { name: 'Ver la cuenta de Lucía Gómez' }));
    const panel = await screen.findByRole('region', { name: 'Lucía Gómez' });
    await user.click(within(panel).getByRole('button', { name: 'Registrar ajuste' }));
    const dialog = await screen.findByRole('dialog', { name: 'Registrar un ajuste' });
    await user.type(within(dialog).getByLabelText(/^Monto/), '10.50');
    await user.type(within(dialog).getByLabelText(/^Motivo/), 'Descuento');
    const ok = within(dialog).getByRole('button', { name: 'Aceptar' });
    await waitFor(() => expect(ok).toHaveProperty('disabled', false));
    await user.click(ok);

    const question = await screen.findByRole('dialog', { name: 'Confirmar el ajuste' });
    expect(question.textContent).toContain('Crédito de 10,50\u00a0US$ en la cuenta de Lucía Gómez.');
    expect(question.textContent).toContain('Saldo actual: 1.234,50\u00a0US$');
    expect(question.textContent).toContain('Saldo después del ajuste: 1.224,00\u00a0US$');
    // Going back keeps the form as typed and posts nothing.
    await user.click(within(question).getByRole('button', { name: 'Volver al formulario' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Confirmar el ajuste' })).toBeNull());
    expect((within(dialog).getByLabelText(/^Monto/) as HTMLInputElement).value).toBe('10,50');
    expect(server.calls.some((call) => call.method === 'POST')).toBe(false);

    await user.click(ok);
    const again = await screen.findByRole('dialog', { name: 'Confirmar el ajuste' });
    await user.click(within(again).getByRole('button', { name: 'Registrar el ajuste' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      server.calls.filter((call) => call.method === 'POST').map((call) => call.body!.amountCents),
    ).toEqual([-1_050]);
    expect(within(panel).getByTestId('account-balance').textContent).toBe('1.224,00\u00a0US$');
  });

  it('refuses "1.234" as ambiguous and keeps OK disabled', async () => {
    const server = accountsServer();
    const user = userEvent.setup();
    renderWithApp(<BillingAccountsSection />, 'es');
    const list = await screen.findByRole('list', { name: 'Cuentas' });
    await user.click(await within(list).findByRole('button', { name: 'Ver la cuenta de Lucía Gómez' }));
    const panel = await screen.findByRole('region', { name: 'Lucía Gómez' });
    await user.click(within(panel).getByRole('button', { name: 'Registrar ajuste' }));
    const dialog = await screen.findByRole('dialog', { name: 'Registrar un ajuste' });
    await user.type(within(dialog).getByLabelText(/^Motivo/), 'Descuento');
    await user.type(within(dialog).getByLabelText(/^Monto/), '1.234');
    expect(
      await within(dialog).findByText(/No queda claro si el separador de «1.234» marca miles o decimales/),
    ).toBeTruthy();
    const ok = within(dialog).getByRole('button', { name: 'Aceptar' });
    expect(ok).toHaveProperty('disabled', true);
    await user.click(ok);
    expect(screen.queryByRole('dialog', { name: 'Confirmar el ajuste' })).toBeNull();
    expect(server.calls.some((call) => call.method === 'POST')).toBe(false);
  });
});
