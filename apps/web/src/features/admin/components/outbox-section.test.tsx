import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../test/msw-server';
import { renderWithApp } from '../../../ui/test/render-with-app';
import { OutboxSection } from './outbox-section';

describe('the outbox in /admin', () => {
  it('lists the mails newest first with their recipient, and shows a text on demand', async () => {
    const paths: string[] = [];
    server.use(
      http.get('/api/admin/outbox', ({ request }) => {
        paths.push(new URL(request.url).pathname);
        return HttpResponse.json([
          {
            id: 'm2',
            to: 'soporte@demo.test',
            subject: 'Contacto: horarios',
            text: '¿Hay tutorías los sábados?',
            createdAt: '2026-03-10T15:00:00.000Z',
            status: 'failed-permanent',
            attempts: 1,
            lastError: '550 No such user',
          },
          {
            id: 'm15',
            to: 'pablo@example.test',
            subject: 'Recibo de pago',
            text: 'Gracias por su pago.',
            createdAt: '2026-03-09T18:00:00.000Z',
            status: 'failed-retries',
            attempts: 11,
            lastError: '421 Service not available',
          },
          {
            id: 'm1',
            to: 'lucia@example.test',
            subject: 'Invitación a Puente',
            text: 'Contraseña temporal: ********',
            createdAt: '2026-03-09T15:00:00.000Z',
            status: 'sent',
            attempts: 1,
            lastError: null,
          },
        ]);
      }),
    );
    renderWithApp(<OutboxSection />);
    const list = await screen.findByRole('list', { name: 'Outbox' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getAllByText(/./)[0]!.textContent)).toEqual([
      'Contacto: horarios',
      'Recibo de pago',
      'Invitación a Puente',
    ]);
    expect(items[0]!.textContent).toContain('To soporte@demo.test');
    // Delivery: the refused mail says so, with the server's answer; the other was sent.
    expect(within(items[0]!).getByText('Refused by the mail server: not sent')).toBeTruthy();
    expect(within(items[0]!).getByText('Last error: 550 No such user')).toBeTruthy();
    // Every retry failed: not sent, and the administrator is told where to try again.
    expect(
      within(items[1]!).getByText('Not sent: the mail server did not answer in 11 tries (Jobs: "Retry now")'),
    ).toBeTruthy();
    expect(within(items[1]!).getByText('Last error: 421 Service not available')).toBeTruthy();
    expect(within(items[2]!).getByText('Sent')).toBeTruthy();
    await userEvent.click(within(items[0]!).getByRole('button', { name: 'Show the text' }));
    expect(within(items[0]!).getByText('¿Hay tutorías los sábados?')).toBeTruthy();
    expect(paths).toEqual(['/api/admin/outbox']);
  });
});
