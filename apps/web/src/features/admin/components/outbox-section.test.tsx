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
      'Invitación a Puente',
    ]);
    expect(items[0]!.textContent).toContain('To soporte@demo.test');
    // Delivery: the refused mail says so, with the server's answer; the other was sent.
    expect(within(items[0]!).getByText('Refused by the mail server: not sent')).toBeTruthy();
    expect(within(items[0]!).getByText('Last error: 550 No such user')).toBeTruthy();
    expect(within(items[1]!).getByText('Sent')).toBeTruthy();
    await userEvent.click(within(items[0]!).getByRole('button', { name: 'Show the text' }));
    expect(within(items[0]!).getByText('¿Hay tutorías los sábados?')).toBeTruthy();
    expect(paths).toEqual(['/api/admin/outbox']);
  });
});
