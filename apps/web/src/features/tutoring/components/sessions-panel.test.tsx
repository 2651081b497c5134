import type { TTutoringSession } from '@puente/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { useMessageQueue } from '../../../ui/messages/message-store';
import { renderWithApp } from '../../../ui/test/render-with-app';
import { fakeTutoringServer, refusal } from '../test/fake-tutoring-server';
import { registerTutoringTexts } from '../tutoring-texts';
import { SessionsPanel } from './sessions-panel';

const ZONE = 'Europe/Madrid';
const TUTOR = { id: '0196c0de-0000-7000-8000-000000000001', name: 'Lucía Gómez' };
const STUDENT = { id: '0196c0de-0000-7000-8000-000000000002', name: 'Ana Ruiz' };
const MINE = '0196c0de-0000-7000-8000-0000000000a1';
const TAUGHT = '0196c0de-0000-7000-8000-0000000000a2';

/** A session the caller booked as a student, still changeable until the day before. */
const booked: TTutoringSession = {
  id: MINE,
  tutor: TUTOR,
  student: STUDENT,
  startsAt: '2026-04-02T15:00:00.000Z',
  endsAt: '2026-04-02T15:30:00.000Z',
  lengthMinutes: 30,
  status: 'booked',
  note: 'Subjuntivo',
  contextLabel: 'Unidad 3',
  meetingLink: 'https://meet.example.test/abc',
  priceCents: 0,
  side: 'student',
  changeable: true,
  cutoffAt: '2026-04-01T15:00:00.000Z',
};
/** A session the caller teaches, past its cutoff. */
const locked: TTutoringSession = {
  ...booked,
  id: TAUGHT,
  startsAt: '2026-03-28T09:00:00.000Z',
  endsAt: '2026-03-28T10:00:00.000Z',
  lengthMinutes: 60,
  note: '',
  contextLabel: '',
  meetingLink: null,
  side: 'tutor',
  changeable: false,
  cutoffAt: '2026-03-27T09:00:00.000Z',
};

type Options = { cancel?: ReturnType<typeof refusal>; slots?: string[] };

/** The caller's sessions; a cancel or a move changes the stored one unless refused. */
function sessionsServer({ cancel, slots = [] }: Options = {}) {
  let upcoming = [booked, locked];
  return fakeTutoringServer(({ method, path, query, body }) => {
    if (method === 'GET' && path === '/tutoring/sessions')
      return { body: { sessions: query.get('when') === 'upcoming' ? upcoming : [] } };
    if (method === 'POST' && path === `/tutoring/sessions/${MINE}/cancel`) {
      if (cancel) return cancel;
      upcoming = upcoming.map((s) => (s.id === MINE ? { ...s, status: 'cancelled', changeable: false } : s));
      return { body: upcoming[0] };
    }
    if (method === 'POST' && path === `/tutoring/sessions/${MINE}/reschedule`) {
      const { startsAt } = body as { startsAt: string };
      upcoming = upcoming.map((s) => (s.id === MINE ? { ...s, startsAt } : s));
      return { body: upcoming[0] };
    }
    if (method === 'GET' && path === `/tutoring/tutors/${TUTOR.id}/slots`)
      return { body: { tutorTimeZone: ZONE, lengthMinutes: Number(query.get('length')), slots } };
    return undefined;
  });
}

/** The session card whose heading shows the given time. */
const card = (when: string) =>
  screen
    .getAllByTestId('tutoring-session')
    .find((c) => within(c).getByTestId('session-when').textContent?.startsWith(when))!;

beforeEach(() => {
  initI18n('es');
  registerTutoringTexts();
  useMessageQueue.getState().clear();
});
afterEach(() => {
  useMessageQueue.getState().clear();
});

describe('my tutoring sessions', () => {
  it('lists the upcoming sessions in the viewer’s zone, with what each side may do', async () => {
    const server = sessionsServer();
    renderWithApp(<SessionsPanel zone={ZONE} />, 'es');
    await screen.findByText('jue, 2 abr, 17:00 · 30 min');
    expect(screen.getAllByTestId('session-when').map((node) => node.textContent)).toEqual([
      'jue, 2 abr, 17:00 · 30 min',
      'sáb, 28 mar, 10:00 · 60 min',
    ]);
    const mine = card('jue, 2 abr');
    expect(within(mine).getByText('Reservada')).toBeTruthy();
    expect(within(mine).getByText('Con Lucía Gómez')).toBeTruthy();
    expect(within(mine).getByText('Trabajando en: Unidad 3')).toBeTruthy();
    expect(within(mine).getByText('Nota: Subjuntivo')).toBeTruthy();
    expect(within(mine).getByRole('link', { name: 'Entrar a la videollamada' }).getAttribute('href')).toBe(
      'https://meet.example.test/abc',
    );
    expect(within(mine).getByText('Se puede cancelar o cambiar hasta el mié, 1 abr, 17:00')).toBeTruthy();
    expect(within(mine).getByRole('button', { name: 'Cambiar hora' })).toBeTruthy();
    expect(within(mine).getByRole('button', { name: 'Cancelar sesión' })).toBeTruthy();

    const taught = card('sáb, 28 mar');
    expect(within(taught).getByText('Alumno: Ana Ruiz')).toBeTruthy();
    expect(within(taught).getByText('Ya no se puede cancelar ni cambiar')).toBeTruthy();
    expect(within(taught).queryByRole('button')).toBeNull();
    expect(server.calls.map((c) => `${c.method} ${c.path}?${c.query}`)).toEqual([
      'GET /tutoring/sessions?when=upcoming',
    ]);
  });

  it('asks before cancelling: keeping it sends nothing, confirming cancels and reloads', async () => {
    const server = sessionsServer();
    const user = userEvent.setup();
    renderWithApp(<SessionsPanel zone={ZONE} />, 'es');
    await screen.findByText('jue, 2 abr, 17:00 · 30 min');
    const cancels = () => server.calls.filter((c) => c.method === 'POST');

    await user.click(within(card('jue, 2 abr')).getByRole('button', { name: 'Cancelar sesión' }));
    let confirm = await screen.findByRole('dialog', { name: 'Cancelar sesión' });
    expect(within(confirm).getByText('¿Cancelar la sesión del jue, 2 abr, 17:00?')).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'No, mantenerla' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cancelar sesión' })).toBeNull());
    expect(cancels()).toEqual([]);

    await user.click(within(card('jue, 2 abr')).getByRole('button', { name: 'Cancelar sesión' }));
    confirm = await screen.findByRole('dialog', { name: 'Cancelar sesión' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancelar sesión' }));
    expect(await screen.findByText('Sesión cancelada')).toBeTruthy();
    expect(cancels().map(({ path, body }) => ({ path, body }))).toEqual([
      { path: `/tutoring/sessions/${MINE}/cancel`, body: {} },
    ]);
    // The list is read again: the session shows cancelled, with nothing left to do.
    await waitFor(() => expect(within(card('jue, 2 abr')).getByText('Cancelada')).toBeTruthy());
    expect(within(card('jue, 2 abr')).queryByRole('button')).toBeNull();
    expect(server.calls.filter((c) => c.method === 'GET')).toHaveLength(2);
  });

  it('says why a cancel was refused, in the catalog’s words', async () => {
    sessionsServer({ cancel: refusal(409, 'tutoring.cutoff-passed', { hours: 24 }) });
    const user = userEvent.setup();
    renderWithApp(<SessionsPanel zone={ZONE} />, 'es');
    await screen.findByText('jue, 2 abr, 17:00 · 30 min');
    await user.click(within(card('jue, 2 abr')).getByRole('button', { name: 'Cancelar sesión' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancelar sesión' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancelar sesión' }));
    expect((await screen.findByTestId('message-dialog-text')).textContent).toBe(
      'Solo se puede cancelar o cambiar hasta 24 h antes de la sesión',
    );
    expect(screen.queryByText('Sesión cancelada')).toBeNull();
  });

  it('moves a session to a free slot of its tutor, keeping its length', async () => {
    const server = sessionsServer({ slots: ['2026-04-03T08:00:00Z'] });
    const user = userEvent.setup();
    renderWithApp(<SessionsPanel zone={ZONE} />, 'es');
    await screen.findByText('jue, 2 abr, 17:00 · 30 min');
    await user.click(within(card('jue, 2 abr')).getByRole('button', { name: 'Cambiar hora' }));
    const picker = await screen.findByRole('dialog', { name: 'Cambiar hora' });
    await user.click(
      await within(picker).findByRole('button', { name: 'Reservar viernes, 3 de abril 10:00' }),
    );
    expect(await screen.findByText('Sesión cambiada')).toBeTruthy();
    const slotCall = server.calls.find((c) => c.path.endsWith('/slots'));
    expect(slotCall?.query.get('length')).toBe('30');
    expect(server.calls.filter((c) => c.method === 'POST').map(({ path, body }) => ({ path, body }))).toEqual(
      [{ path: `/tutoring/sessions/${MINE}/reschedule`, body: { startsAt: '2026-04-03T08:00:00Z' } }],
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cambiar hora' })).toBeNull());
    expect(await screen.findByText('vie, 3 abr, 10:00 · 30 min')).toBeTruthy();
  });

  it('shows the past sessions on demand', async () => {
    const server = sessionsServer();
    const user = userEvent.setup();
    renderWithApp(<SessionsPanel zone={ZONE} />, 'es');
    await screen.findByText('jue, 2 abr, 17:00 · 30 min');
    await user.click(screen.getByRole('radio', { name: 'Pasadas' }));
    expect(await screen.findByText('No hay sesiones.')).toBeTruthy();
    expect(server.calls.at(-1)?.query.get('when')).toBe('past');
  });

  it('shows the account holder a session a guest booked: who booked it, and cancel but not move', async () => {
    const guestSession: TTutoringSession = { ...booked, side: 'account' };
    const server = fakeTutoringServer(({ method, path }) =>
      method === 'GET' && path === '/tutoring/sessions' ? { body: { sessions: [guestSession] } } : undefined,
    );
    renderWithApp(<SessionsPanel zone={ZONE} />, 'es');
    await screen.findByText('jue, 2 abr, 17:00 · 30 min');
    const guests = card('jue, 2 abr');
    expect(within(guests).getByText('Con Lucía Gómez')).toBeTruthy();
    expect(within(guests).getByText('Reservada por su invitado Ana Ruiz')).toBeTruthy();
    expect(within(guests).getByRole('button', { name: 'Cancelar sesión' })).toBeTruthy();
    expect(within(guests).queryByRole('button', { name: 'Cambiar hora' })).toBeNull();
    expect(server.calls).toHaveLength(1);
  });
});
