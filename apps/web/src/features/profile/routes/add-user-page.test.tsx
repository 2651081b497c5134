import { errorCatalog } from '@puente/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '../../../test/msw-server';
import { useMessageQueue } from '../../../ui/messages/message-store';
import { renderWithApp } from '../../../ui/test/render-with-app';
import AddUserPage from './add-user-page';

afterEach(() => {
  useMessageQueue.getState().clear();
});

const guest = {
  id: '01900000-0000-7000-8000-000000000001',
  firstName: 'Ana',
  lastName: 'Invitada',
  email: 'ana@example.test',
  invitationPending: true,
};

/** The API: one pending guest; a resend is refused as the server refuses too many mails. */
function stubApi() {
  server.use(
    http.get('/api/account/guests', () => HttpResponse.json({ items: [guest], limit: 2, used: 1 })),
    http.post(`/api/account/guests/${guest.id}/resend`, () =>
      HttpResponse.json({ code: 'user.mail-rate-limited', message: 'Too many' }, { status: 429 }),
    ),
  );
}

describe('/add-user when the server refuses more mail', () => {
  it.each([
    ['es', 'Reenviar invitación a Ana Invitada'],
    ['en', 'Resend invitation to Ana Invitada'],
  ] as const)('shows the translated reason of user.mail-rate-limited (%s)', async (locale, resend) => {
    stubApi();
    renderWithApp(<AddUserPage />, locale);
    await userEvent.click(await screen.findByRole('button', { name: resend }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(errorCatalog['user.mail-rate-limited'][locale]);
  });
});

describe('/add-user at the school’s guest limit', () => {
  it.each(['es', 'en'] as const)('turns "invite" off before any click and says why (%s)', async (locale) => {
    server.use(
      http.get('/api/account/guests', () => HttpResponse.json({ items: [guest], limit: 1, used: 1 })),
    );
    renderWithApp(<AddUserPage />, locale);
    const reason = await screen.findByTestId('guests-full');
    expect(reason.textContent).toBe(errorCatalog['user.guest-slots-taken'][locale]);
    const invite = screen.getByRole('button', {
      name: locale === 'es' ? 'Invitar a un usuario' : 'Invite a user',
    });
    expect((invite as HTMLButtonElement).disabled).toBe(true);
    expect(invite.getAttribute('aria-describedby')).toBe(reason.id);
  });

  it('keeps "invite" on with a seat free', async () => {
    stubApi();
    renderWithApp(<AddUserPage />, 'en');
    const invite = await screen.findByRole('button', { name: 'Invite a user' });
    expect((invite as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByTestId('guests-full')).toBeNull();
  });
});
