import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerApi } from '../../../test/msw-server';
import { renderWithApp } from '../../../ui/test/render-with-app';
import AccountActivityPage from './account-activity-page';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-15T12:00:00'));
  // The report itself is not what this test reads.
  answerApi(() => new Response(JSON.stringify({ code: 'system.not-found' }), { status: 404 }));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('account activity', () => {
  it('opens on the last 180 days with that quick range selected', async () => {
    renderWithApp(<AccountActivityPage />, 'es');
    await screen.findByLabelText('Desde');
    const selected = screen.queryAllByRole('radio', { checked: true });
    expect(
      selected.map((radio) => radio.closest('label, div')?.textContent ?? radio.getAttribute('value')),
    ).toEqual(['180 días']);
  });
});

describe('the overdue accounts table', () => {
  const zero = {
    installmentsCents: 0,
    lateChargesCents: 0,
    paymentsCents: 0,
    refundsCents: 0,
    adjustmentsCents: 0,
    installmentsPosted: 0,
    lateChargesPosted: 0,
    paymentsMade: 0,
    paymentsDeclined: 0,
    autopayCharged: 0,
    autopayDeclined: 0,
  };
  const report = {
    from: '2025-09-16',
    to: '2026-03-15',
    granularity: 'month',
    account: null,
    series: [],
    totals: { ...zero, openingBalanceCents: 0, closingBalanceCents: 5_500 },
    ageing: [],
    overdue: [
      {
        accountId: '0196b3a2-0000-7000-8000-0000000000b1',
        holderName: 'Rosa Díaz',
        amountCents: 5_500,
        oldestUnpaidOn: '2026-01-05',
        daysOverdue: 69,
      },
    ],
  };

  it.each([
    ['es', '5 ene 2026'],
    ['en', 'Jan 5, 2026'],
  ] as const)(
    'writes the oldest unpaid day in the reader’s language (%s), not as ISO text',
    async (locale, day) => {
      answerApi(() => Response.json(report));
      renderWithApp(<AccountActivityPage />, locale);
      const row = (await screen.findByRole('button', { name: 'Rosa Díaz' })).closest('tr')!;
      expect(within(row).getByText(day).getAttribute('datetime')).toBe('2026-01-05');
      expect(row.textContent).not.toContain('2026-01-05');
    },
  );
});
