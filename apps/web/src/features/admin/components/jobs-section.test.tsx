import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../test/msw-server';
import { renderWithApp } from '../../../ui/test/render-with-app';
import { JobsSection } from './jobs-section';

const job = (over: Record<string, unknown>) => ({
  id: '0196b3a2-0000-7000-8000-000000000001',
  name: 'mail.deliver',
  state: 'completed',
  system: false,
  retryCount: 0,
  retryLimit: 10,
  createdAt: '2026-03-10T15:00:00.000Z',
  startedAt: '2026-03-10T15:00:01.000Z',
  completedAt: '2026-03-10T15:00:02.000Z',
  startAfter: '2026-03-10T15:00:00.000Z',
  lastError: null,
  ...over,
});

describe('the background jobs in /admin', { timeout: 20_000 }, () => {
  it('lists the jobs in a table with their state and last error; "retry now" retries a failed one and refreshes', async () => {
    let failed = true;
    const calls: string[] = [];
    server.use(
      http.get('/api/admin/jobs', ({ request }) => {
        calls.push(`GET ${new URL(request.url).search}`);
        return HttpResponse.json({
          jobs: [
            job({
              id: '0196b3a2-0000-7000-8000-000000000002',
              name: 'billing.day',
              system: true,
              state: failed ? 'failed' : 'created',
              retryCount: 5,
              retryLimit: 5,
              lastError: 'billing day: 1 account(s) failed',
            }),
            job({}),
            job({ id: '0196b3a2-0000-7000-8000-000000000003', name: 'media.sweep' }),
          ],
        });
      }),
      http.post('/api/admin/jobs/:id/retry', ({ params }) => {
        calls.push(`POST ${String(params.id)}`);
        failed = false;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderWithApp(<JobsSection />);
    const table = await screen.findByRole('table', { name: 'Background jobs' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    // Jobs by their names in the interface's language; the queue's name stays a hover away.
    expect(within(rows[0]!).getByRole('rowheader').textContent).toBe('Billing day(platform)');
    expect(within(rows[0]!).getByTitle('billing.day').textContent).toBe('Billing day');
    expect(within(rows[1]!).getByRole('rowheader').textContent).toBe('Mail delivery');
    // A job this version has no name for (queued by a newer instance) shows the queue's name.
    expect(within(rows[2]!).getByRole('rowheader').textContent).toBe('media.sweep');
    expect(within(rows[0]!).getByText('Failed')).toBeTruthy();
    expect(within(rows[0]!).getByText('6 of 6')).toBeTruthy();
    expect(within(rows[0]!).getByText('billing day: 1 account(s) failed')).toBeTruthy();
    expect(within(rows[1]!).getByText('Done')).toBeTruthy();
    // Only the failed job can be retried.
    expect(within(rows[1]!).queryByRole('button')).toBeNull();
    await userEvent.click(within(rows[0]!).getByRole('button', { name: 'Retry now: Billing day' }));
    expect(await within(table).findByText('Queued')).toBeTruthy();
    expect(calls).toEqual(['GET ', 'POST 0196b3a2-0000-7000-8000-000000000002', 'GET ']);
  });

  it('says so when there is no job', async () => {
    server.use(http.get('/api/admin/jobs', () => HttpResponse.json({ jobs: [] })));
    renderWithApp(<JobsSection />);
    expect(await screen.findByText('No jobs.')).toBeTruthy();
  });
});
