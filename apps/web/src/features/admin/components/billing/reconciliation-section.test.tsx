import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../../test/msw-server';
import { renderWithApp } from '../../../../ui/test/render-with-app';
import { ReconciliationSection } from './reconciliation-section';

const period = { from: '2027-03-08T05:00:00.000Z', to: '2027-03-15T05:00:00.000Z' };

describe('the payment reconciliation in /admin', { timeout: 20_000 }, () => {
  it('lists each difference with its account, reference and both amounts; "compare again" asks again', async () => {
    let calls = 0;
    server.use(
      http.get('/api/admin/billing/reconciliation', () => {
        calls++;
        return HttpResponse.json({
          ...period,
          differences: [
            {
              kind: 'charge-without-entry',
              providerId: 'ch_sbx_1',
              accountId: null,
              accountName: null,
              ledgerCents: null,
              providerCents: 1_234,
            },
            {
              kind: 'amount-mismatch',
              providerId: 'ch_sbx_2',
              accountId: '0196b3a2-0000-7000-8000-000000000001',
              accountName: 'Familia Pérez',
              ledgerCents: 4_100,
              providerCents: 4_000,
            },
          ],
        });
      }),
    );
    renderWithApp(<ReconciliationSection />, 'es');
    const table = await screen.findByRole('table', { name: 'Conciliación de pagos' });
    expect(screen.getByText('Hay 2 diferencias por revisar.')).toBeTruthy();
    expect(screen.getByText('Del 8 mar 2027 al 15 mar 2027')).toBeTruthy();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => Array.from(row.children, (cell) => cell.textContent))).toEqual([
      ['Cobro sin asiento', 'Sin cuenta', 'ch_sbx_1', '—', '12,34\u00a0US$'],
      ['Importes distintos', 'Familia Pérez', 'ch_sbx_2', '41,00\u00a0US$', '40,00\u00a0US$'],
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Volver a comparar' }));
    await expect.poll(() => calls).toBe(2);
  });

  it('says everything matches when nothing differs', async () => {
    server.use(
      http.get('/api/admin/billing/reconciliation', () => HttpResponse.json({ ...period, differences: [] })),
    );
    renderWithApp(<ReconciliationSection />);
    expect(
      await screen.findByText(
        'Everything matches: every charge and refund at the provider has its entry, and every entry its money.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
