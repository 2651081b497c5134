import { screen } from '@testing-library/react';
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
