import type { TTutoringSession } from '@puente/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { useMessageQueue } from '../../../ui/messages/message-store';
import { renderWithApp } from '../../../ui/test/render-with-app';
import { fakeTutoringServer, refusal } from '../test/fake-tutoring-server';
import { registerTutoringTexts } from '../tutoring-texts';
import { AdminSessions } from './admin-sessions';
import { formatWhen } from './zoned-time';

const NOW = '2026-03-15T12:00:00.000Z';
const LUCIA = { id: '0196c0de-0000-7000-8000-000000000001', name: 'Lucía Gómez' };
const PABLO = { id: '0196c0de-0000-7000-8000-000000000002', name: 'Pablo Ruiz' };
const ANA = { id: '0196c0de-0000-7000-8000-000000000003', name: 'Ana Ruiz' };
const MARTA = { id: '0196c0de-0000-7000-8000-000000000004', name: 'Marta Díaz' };
const HELD = '0196c0de-0000-7000-8000-0000000000a1';
const COMING = '0196c0de-0000-7000-8000-0000000000a2';
const CANCELLED = '0196c0de-0000-7000-8000-0000000000a3';

const session = (over: Partial<TTutoringSession>): TTutoringSession => ({
  id: HELD,
  tutor: LUCIA,
  student: ANA,
  startsAt: '2026-03-10T15:00:00.000Z',
  endsAt: '2026-03-10T16:00:00.000Z',
  lengthMinutes: 60,
  status: 'booked',
  note: '',
  contextLabel: 'Unidad 3',
  meetingLink: null,
  priceCents: 0,
  side: 'staff',
  changeable: false,
  cutoffAt: '2026-03-09T15:00:00.000Z',
  ...over,
});
/** Started and still booked: attendance can be marked. */
const held = session({});
/** Not started yet: nothing to mark. */
const coming = session({
  id: COMING,
  tutor: PABLO,
  student: MARTA,
  startsAt: '2026-03-20T09:00:00.000Z',
  endsAt: '2026-03-20T09:30:00.000Z',
  lengthMinutes: 30,
  contextLabel: '',
});
/** Started but cancelled: nothing to mark either. */
const cancelled = session({
  id: CANCELLED,
  student: MARTA,
  startsAt: '2026-03-05T10:00:00.000Z',
  endsAt: '2026-03-05T10:30:00.000Z',
  lengthMinutes: 30,
  status: 'cancelled',
  contextLabel: '',
});

/** The reader's zone as the server names it (their profile's). */
const ZONE = 'Europe/Madrid';

/** The classes the reader may filter by, and their students. */
const CLASS_A1 = { id: '0196c0de-0000-7000-8000-0000000000c1', name: 'A1 mañana', students: [ANA.id] };
const CLASS_B2 = { id: '0196c0de-0000-7000-8000-0000000000c2', name: 'B2 tarde', students: [MARTA.id] };

/** The school's sessions, filtered as the server does; a mark changes the stored one unless refused. */
function sessionsServer(mark?: ReturnType<typeof refusal>, timeZone = ZONE) {
  let stored = [coming, held, cancelled];
  return fakeTutoringServer(({ method, path, query, body }) => {
    if (method === 'GET' && path === '/admin/classes')
      return {
        body: {
          items: [CLASS_A1, CLASS_B2].map(({ id, name }) => ({
            id,
            name,
            studentCount: 1,
            courseCount: 0,
            teachers: [],
          })),
        },
      };
    if (method === 'GET' && path === '/admin/tutoring/sessions') {
      const inClass = [CLASS_A1, CLASS_B2].find((c) => c.id === query.get('classId'));
      const day = (s: TTutoringSession) => s.startsAt.slice(0, 10);
      const matches = (s: TTutoringSession) =>
        (!query.get('tutorId') || s.tutor.id === query.get('tutorId')) &&
        (!query.get('studentId') || s.student.id === query.get('studentId')) &&
        (!inClass || inClass.students.includes(s.student.id)) &&
        (!query.get('from') || day(s) >= query.get('from')!) &&
        (!query.get('to') || day(s) <= query.get('to')!) &&
        (!query.get('status') || s.status === query.get('status'));
      return { body: { timeZone, sessions: stored.filter(matches) } };
    }
    const marked = /^\/admin\/tutoring\/sessions\/([^/]+)\/attendance$/.exec(path);
    if (method === 'POST' && marked) {
      if (mark) return mark;
      const { status } = body as { status: TTutoringSession['status'] };
      stored = stored.map((s) => (s.id === marked[1] ? { ...s, status } : s));
      return { body: stored.find((s) => s.id === marked[1]) };
    }
    return undefined;
  });
}

const whenOf = (s: TTutoringSession) => `${formatWhen(s.startsAt, ZONE, 'es')} · ${s.lengthMinutes} min`;
/** The session cards, each named by its tutor / student line. */
const cards = () => screen.queryAllByTestId('admin-session');
const cardOf = (people: string) => cards().find((c) => within(c).queryByText(people))!;
const peopleShown = () => cards().map((c) => within(c).getByText(/ \/ /).textContent);
/** The status badge of a card (the mark buttons carry the same words). */
const badgeOf = (card: HTMLElement) =>
  within(card)
    .getAllByText(/./)
    .find((node) => node.className.includes('Badge-label'))?.textContent;
const listCalls = (server: ReturnType<typeof sessionsServer>) =>
  server.calls
    .filter((c) => c.method === 'GET' && c.path === '/admin/tutoring/sessions')
    .map((c) => Object.fromEntries(c.query));

/** Chooses an option of a select (each select has its own list of options). */
async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  const box = screen.getByRole('combobox', { name: label });
  await user.click(box);
  await waitFor(() => expect(box.getAttribute('aria-controls')).toBeTruthy());
  const options = document.getElementById(box.getAttribute('aria-controls')!)!;
  await user.click(within(options).getByRole('option', { name: option, hidden: true }));
}

beforeEach(() => {
  // Only the clock: which sessions have started depends on it.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(NOW));
  initI18n('es');
  registerTutoringTexts();
  useMessageQueue.getState().clear();
});
afterEach(() => {
  vi.useRealTimers();
  useMessageQueue.getState().clear();
});

describe('the school’s tutoring sessions', { timeout: 20_000 }, () => {
  it('lists every session with its time, people and status; only started ones can be marked', async () => {
    const server = sessionsServer();
    renderWithApp(<AdminSessions />, 'es');
    await screen.findByText(whenOf(held));
    expect(screen.getByText('Horas en su zona horaria: Europe/Madrid')).toBeTruthy();
    expect(cards().map((c) => within(c).getByText(/ min$/).textContent)).toEqual([
      whenOf(coming),
      whenOf(held),
      whenOf(cancelled),
    ]);
    expect(peopleShown()).toEqual([
      'Pablo Ruiz / Marta Díaz',
      'Lucía Gómez / Ana Ruiz',
      'Lucía Gómez / Marta Díaz',
    ]);
    expect(cards().map(badgeOf)).toEqual(['Reservada', 'Reservada', 'Cancelada']);

    const started = cardOf('Lucía Gómez / Ana Ruiz');
    expect(within(started).getByText('Trabajando en: Unidad 3')).toBeTruthy();
    expect(
      within(started)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Realizada', 'El alumno no asistió', 'El tutor no asistió']);
    expect(within(cardOf('Pablo Ruiz / Marta Díaz')).queryByRole('button')).toBeNull();
    expect(within(cardOf('Lucía Gómez / Marta Díaz')).queryByRole('button')).toBeNull();
    expect(listCalls(server)).toEqual([{}]);
  });

  it('shows every time in the zone the server names (the profile’s), not the browser’s, and names it', async () => {
    sessionsServer(undefined, 'Europe/Madrid');
    renderWithApp(<AdminSessions />, 'es');
    // 15:00 UTC on 10 March is 16:00 in Madrid; 09:00 UTC on 20 March is 10:00 there.
    expect(await screen.findByText('mar, 10 mar, 16:00 · 60 min')).toBeTruthy();
    expect(screen.getByText('vie, 20 mar, 10:00 · 30 min')).toBeTruthy();
    expect(screen.getByText('Horas en su zona horaria: Europe/Madrid')).toBeTruthy();
  });

  it('in English too, in another zone', async () => {
    sessionsServer(undefined, 'America/Bogota');
    renderWithApp(<AdminSessions />, 'en');
    expect(await screen.findByText('Tue, Mar 10, 10:00 AM · 60 min')).toBeTruthy();
    expect(screen.getByText('Times in your time zone: America/Bogota')).toBeTruthy();
  });

  it("filters by one of the reader's classes: its students' sessions", async () => {
    const server = sessionsServer();
    const user = userEvent.setup();
    renderWithApp(<AdminSessions />, 'es');
    await screen.findByText(whenOf(held));
    await choose(user, 'Clase', 'B2 tarde');
    await waitFor(() =>
      expect(peopleShown()).toEqual(['Pablo Ruiz / Marta Díaz', 'Lucía Gómez / Marta Díaz']),
    );
    expect(listCalls(server).at(-1)).toEqual({ classId: CLASS_B2.id });
    await choose(user, 'Clase', 'A1 mañana');
    await waitFor(() => expect(peopleShown()).toEqual(['Lucía Gómez / Ana Ruiz']));
    expect(listCalls(server).at(-1)).toEqual({ classId: CLASS_A1.id });
  });

  it('asks again with each filter, and lists what the server answers', async () => {
    const server = sessionsServer();
    const user = userEvent.setup();
    renderWithApp(<AdminSessions />, 'es');
    await screen.findByText(whenOf(held));

    // The people to filter by are the ones the list names.
    await choose(user, 'Tutor', 'Lucía Gómez');
    await waitFor(() =>
      expect(peopleShown()).toEqual(['Lucía Gómez / Ana Ruiz', 'Lucía Gómez / Marta Díaz']),
    );
    expect(listCalls(server).at(-1)).toEqual({ tutorId: LUCIA.id });

    await choose(user, 'Alumno', 'Marta Díaz');
    await waitFor(() => expect(peopleShown()).toEqual(['Lucía Gómez / Marta Díaz']));
    expect(listCalls(server).at(-1)).toEqual({ tutorId: LUCIA.id, studentId: MARTA.id });

    // Dates are typed in the reader's order (day first in Spanish).
    expect(screen.getByLabelText('Desde').getAttribute('placeholder')).toBe('dd/mm/aaaa');
    await user.type(screen.getByLabelText('Desde'), '06/03/2026');
    await user.tab();
    expect(await screen.findByText('No hay sesiones.')).toBeTruthy();
    expect(listCalls(server).at(-1)).toEqual({
      tutorId: LUCIA.id,
      studentId: MARTA.id,
      from: '2026-03-06',
    });

    // An emptied date is no filter any more.
    await user.clear(screen.getByLabelText('Desde'));
    await user.tab();
    await waitFor(() => expect(peopleShown()).toEqual(['Lucía Gómez / Marta Díaz']));
    expect(listCalls(server).at(-1)).toEqual({ tutorId: LUCIA.id, studentId: MARTA.id });
  });

  it('filters by status and by the last day', async () => {
    const server = sessionsServer();
    const user = userEvent.setup();
    renderWithApp(<AdminSessions />, 'es');
    await screen.findByText(whenOf(held));
    await choose(user, 'Estado', 'Cancelada');
    await waitFor(() => expect(peopleShown()).toEqual(['Lucía Gómez / Marta Díaz']));
    expect(listCalls(server).at(-1)).toEqual({ status: 'cancelled' });

    await choose(user, 'Estado', 'Reservada');
    await user.type(screen.getByLabelText('Hasta'), '15/03/2026');
    await user.tab();
    await waitFor(() => expect(peopleShown()).toEqual(['Lucía Gómez / Ana Ruiz']));
    expect(listCalls(server).at(-1)).toEqual({ status: 'booked', to: '2026-03-15' });
  });

  it('keeps showing a chosen person while the list has nobody to offer', async () => {
    const server = sessionsServer();
    const user = userEvent.setup();
    renderWithApp(<AdminSessions />, 'es');
    await screen.findByText(whenOf(held));
    await choose(user, 'Tutor', 'Lucía Gómez');
    await waitFor(() => expect(peopleShown()).toHaveLength(2));
    await choose(user, 'Estado', 'El tutor no asistió');
    expect(await screen.findByText('No hay sesiones.')).toBeTruthy();
    expect(listCalls(server).at(-1)).toEqual({ tutorId: LUCIA.id, status: 'tutor_no_show' });
    expect((screen.getByRole('combobox', { name: 'Tutor' }) as HTMLInputElement).value).toBe('Lucía Gómez');
  });

  it('marks attendance: sends the status, says so, and shows the session with it', async () => {
    const server = sessionsServer();
    const user = userEvent.setup();
    renderWithApp(<AdminSessions />, 'es');
    await screen.findByText(whenOf(held));
    await user.click(
      within(cardOf('Lucía Gómez / Ana Ruiz')).getByRole('button', { name: 'El alumno no asistió' }),
    );

    await waitFor(() => expect(badgeOf(cardOf('Lucía Gómez / Ana Ruiz'))).toBe('El alumno no asistió'));
    expect(server.calls.filter((c) => c.method === 'POST').map(({ path, body }) => ({ path, body }))).toEqual(
      [{ path: `/admin/tutoring/sessions/${HELD}/attendance`, body: { status: 'student_no_show' } }],
    );
    // The toast says which mark was made.
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('El alumno no asistió');
    // The chosen mark is the filled button; the list was read again.
    const buttons = within(cardOf('Lucía Gómez / Ana Ruiz')).getAllByRole('button');
    expect(buttons.map((b) => b.getAttribute('data-variant'))).toEqual(['default', 'filled', 'default']);
    expect(listCalls(server)).toEqual([{}, {}]);
  });

  it('says why a mark was refused, and keeps the session as it was', async () => {
    const server = sessionsServer(refusal(409, 'tutoring.not-started'));
    const user = userEvent.setup();
    renderWithApp(<AdminSessions />, 'es');
    await screen.findByText(whenOf(held));
    await user.click(within(cardOf('Lucía Gómez / Ana Ruiz')).getByRole('button', { name: 'Realizada' }));
    expect((await screen.findByTestId('message-dialog-text')).textContent).toBe(
      'La asistencia se marca cuando la sesión ya empezó',
    );
    expect(server.calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    expect(badgeOf(cardOf('Lucía Gómez / Ana Ruiz'))).toBe('Reservada');
  });
});
