import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearFormState } from '../../../../test/clear-form-state';
import { recorded, server } from '../../../../test/msw-server';
import { layOutScroller, renderWithApp } from '../../../../ui/test/render-with-app';
import { BillingAccountsSection } from './billing-accounts-section';

type Call = {
  method: string;
  path: string;
  query: URLSearchParams;
  body: Record<string, unknown> | undefined;
};
const ACCOUNT = '0196b3a2-0000-7000-8000-000000000001';
/** Spanish money has a no-break space before its currency ('1.234,50 US$'). */
const plain = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ');
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
        installmentNo: null as number | null,
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

async function openAccount(rowLabel = '$1,234.50 · Up to date') {
  const user = userEvent.setup();
  renderWithApp(<BillingAccountsSection />);
  const list = await screen.findByRole('list', { name: 'Accounts' });
  expect(await within(list).findByText(rowLabel)).toBeTruthy();
  await user.click(within(list).getByRole('button', { name: /^Open the account of Lucía Gómez ?\$/ }));
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

  it('writes the plan’s first month in the reader’s language, not as ISO text', async () => {
    const server = accountsServer();
    server.detail.plan = {
      installmentCents: 5_500,
      installments: 10,
      dueDay: 12,
      startMonth: '2026-08',
      totalCents: 55_000,
    };
    const { panel } = await openAccount();
    const plan = within(panel).getByTestId('account-plan').textContent;
    expect(plan).toContain('10 installments of $55.00 on day 12 of each month from Aug 2026');
    expect(plan).not.toContain('2026-08');
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
    await user.click(await within(list).findByRole('button', { name: /^Ver la cuenta de Lucía Gómez ?\d/ }));
    const panel = await screen.findByRole('region', { name: 'Lucía Gómez' });
    await user.click(within(panel).getByRole('button', { name: 'Registrar ajuste' }));
    const dialog = await screen.findByRole('dialog', { name: 'Registrar un ajuste' });
    await user.type(within(dialog).getByLabelText(/^Monto/), '10.50');
    await user.type(within(dialog).getByLabelText(/^Motivo/), 'Descuento');
    const ok = within(dialog).getByRole('button', { name: 'Aceptar' });
    await waitFor(() => expect(ok).toHaveProperty('disabled', false));
    await user.click(ok);

    const question = await screen.findByRole('dialog', { name: 'Confirmar el ajuste' });
    expect(plain(question.textContent)).toContain('Crédito de 10,50 US$ en la cuenta de Lucía Gómez.');
    expect(plain(question.textContent)).toContain('Saldo actual: 1.234,50 US$');
    expect(plain(question.textContent)).toContain('Saldo después del ajuste: 1.224,00 US$');
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
    expect(plain(within(panel).getByTestId('account-balance').textContent)).toBe('1.224,00 US$');
  });

  it('refuses "1.234" as ambiguous and keeps OK disabled', async () => {
    const server = accountsServer();
    const user = userEvent.setup();
    renderWithApp(<BillingAccountsSection />, 'es');
    const list = await screen.findByRole('list', { name: 'Cuentas' });
    await user.click(await within(list).findByRole('button', { name: /^Ver la cuenta de Lucía Gómez ?\d/ }));
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

  it('opens an account from anywhere on its row, and from the keyboard with Enter or Space', async () => {
    accountsServer();
    const user = userEvent.setup();
    renderWithApp(<BillingAccountsSection />);
    const list = await screen.findByRole('list', { name: 'Accounts' });
    // A click on the holder's name (not on a small icon) opens the account.
    await user.click(await within(list).findByText('Lucía Gómez'));
    expect(await screen.findByRole('region', { name: 'Lucía Gómez' })).toBeTruthy();
    const row = within(list).getByRole('button', { name: /^Open the account of Lucía Gómez ?\$/ });
    expect(row.getAttribute('aria-pressed')).toBe('true');
    // The button is named by all it shows (the name, then the balance and standing), one per row.
    expect(row.textContent).toContain('Lucía Gómez$1,234.50 · Up to date');
    expect(within(list).getAllByRole('button')).toHaveLength(1);
  });

  it('opens an account with Enter and with Space on its focused row', async () => {
    for (const key of ['{Enter}', ' ']) {
      accountsServer();
      const user = userEvent.setup();
      const view = renderWithApp(<BillingAccountsSection />, 'es');
      const list = await screen.findByRole('list', { name: 'Cuentas' });
      const row = await within(list).findByRole('button', { name: /^Ver la cuenta de Lucía Gómez ?\d/ });
      expect(row.getAttribute('aria-pressed')).toBe('false');
      row.focus();
      await user.keyboard(key);
      expect(await screen.findByRole('region', { name: 'Lucía Gómez' })).toBeTruthy();
      expect(row.getAttribute('aria-pressed')).toBe('true');
      view.unmount();
    }
  });

  it('signs each ledger entry by its effect on the balance and keeps a running balance', async () => {
    const { detail } = accountsServer();
    detail.figures.balanceCents = 33_500;
    const entry = (n: number, kind: string, amountCents: number, date: string) => ({
      id: `0196b3a2-0000-7000-8000-0000000001${String(n).padStart(2, '0')}`,
      kind,
      amountCents,
      date,
      installmentNo: kind === 'installment' ? n : null,
      reason: null,
      postedBy: null,
      source: null,
      createdAt: `${date}T10:00:00.000Z`,
    });
    // Newest first, as the server sends it.
    detail.ledger = [
      entry(5, 'refund', 1_000, '2026-11-20'),
      entry(4, 'adjustment', -500, '2026-11-15'),
      entry(3, 'payment', 4_000, '2026-11-10'),
      entry(2, 'late_charge', 500, '2026-11-08'),
      entry(1, 'installment', 4_000, '2026-10-05'),
    ];
    const { panel } = await openAccount('$335.00 · Up to date');
    const ledger = within(panel).getByTestId('account-ledger');
    const rows = within(ledger).getAllByRole('row').slice(1);
    const cells = (testId: string) => rows.map((row) => within(row).getByTestId(testId).textContent);
    expect(cells('ledger-effect')).toEqual(['+$10.00', '-$5.00', '-$40.00', '+$5.00', '+$40.00']);
    expect(cells('ledger-balance')).toEqual(['$10.00', '$0.00', '$5.00', '$45.00', '$40.00']);
    expect(within(ledger).getByRole('columnheader', { name: 'Balance' })).toBeTruthy();
    expect(within(panel).getByTestId('ledger-not-posted').textContent).toBe(
      "The account's balance ($335.00) also includes $325.00 of plan installments not yet due.",
    );
  });
});
