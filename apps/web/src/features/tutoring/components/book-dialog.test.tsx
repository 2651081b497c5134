import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { clearFormState } from '../../../test/clear-form-state';
import { renderWithApp } from '../../../ui/test/render-with-app';
import { fakeTutoringServer, refusal } from '../test/fake-tutoring-server';
import { registerTutoringTexts } from '../tutoring-texts';
import { BookDialog } from './book-dialog';

const SLOT = {
  tutorId: '0196c0de-0000-7000-8000-000000000001',
  startsAt: '2026-03-29T09:00:00Z',
  lengthMinutes: 60 as const,
  timeZone: 'Europe/Madrid',
};
const SESSION_ID = '0196c0de-0000-7000-8000-0000000000aa';

/** Books once, or refuses with the given answer. */
function bookingServer(answer?: ReturnType<typeof refusal>) {
  return fakeTutoringServer(({ method, path, body }) => {
    if (method !== 'POST' || path !== '/tutoring/sessions') return undefined;
    return answer ?? { status: 201, body: { id: SESSION_ID, ...(body as object) } };
  });
}

function openDialog(priceCents = 0) {
  const onBooked = vi.fn();
  const onClose = vi.fn();
  renderWithApp(
    <BookDialog
      tutorName="Lucía Gómez"
      slot={SLOT}
      priceCents={priceCents}
      onBooked={onBooked}
      onClose={onClose}
    />,
    'es',
  );
  return { onBooked, onClose, dialog: screen.getByRole('dialog', { name: 'Reservar sesión' }) };
}

beforeEach(() => {
  initI18n('es');
  registerTutoringTexts();
  clearFormState();
});
afterEach(clearFormState);

describe('the booking dialog', () => {
  it('says what is booked, and books the slot with the note', async () => {
    const server = bookingServer();
    const user = userEvent.setup();
    const { dialog, onBooked, onClose } = openDialog(2500);
    // The slot in the student's zone (Madrid is on summer time from 29 March: 09:00 UTC is 11:00).
    expect(within(dialog).getByTestId('book-when').textContent).toBe(
      'dom, 29 mar, 11:00 (Europe/Madrid), 60 min con Lucía Gómez',
    );
    expect(within(dialog).getByText('Se cargará $25,00 a su cuenta.')).toBeTruthy();
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Nota para el tutor' }),
      'Pretérito perfecto',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(onBooked).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.calls.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      {
        method: 'POST',
        path: '/tutoring/sessions',
        body: { ...SLOT, note: 'Pretérito perfecto' },
      },
    ]);
  });

  it('shows no price when the session is free, and sends an empty note when none is written', async () => {
    const server = bookingServer();
    const user = userEvent.setup();
    const { dialog, onBooked } = openDialog(0);
    expect(within(dialog).queryByText(/Se cargará/)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(onBooked).toHaveBeenCalled());
    expect(server.calls[0]?.body).toEqual({ ...SLOT, note: '' });
  });

  it('says so when the slot was just taken, and stays open to choose another', async () => {
    const server = bookingServer(refusal(409, 'tutoring.slot-taken'));
    const user = userEvent.setup();
    const { dialog, onBooked, onClose } = openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    const message = await screen.findByTestId('message-dialog-text');
    expect(message.textContent).toBe('Esa hora acaba de reservarse: elija otra');
    expect(screen.getByRole('dialog', { name: 'Error', hidden: true })).toBeTruthy();
    expect(server.calls).toHaveLength(1);
    expect(onBooked).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Reservar sesión', hidden: true })).toBe(dialog);
  });

  it('names the tutor’s notice with the hours the server sends', async () => {
    bookingServer(refusal(400, 'tutoring.inside-notice', { hours: 24 }));
    const user = userEvent.setup();
    const { dialog, onBooked } = openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    expect((await screen.findByTestId('message-dialog-text')).textContent).toBe(
      'El tutor pide al menos 24 h de antelación',
    );
    expect(onBooked).not.toHaveBeenCalled();
  });

  it('closes on Cancel without booking', async () => {
    const server = bookingServer();
    const user = userEvent.setup();
    const { dialog, onBooked, onClose } = openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onBooked).not.toHaveBeenCalled();
    expect(server.calls).toEqual([]);
  });
});
