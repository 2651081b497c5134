import { scopesFor } from '@puente/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { anonymousState, useSession } from '../../../lib/session/session-store';
import { renderWithApp } from '../../../ui/test/render-with-app';
import { fakeTutoringServer } from '../test/fake-tutoring-server';
import AdminTutoringPage from './admin-tutoring-page';

const LUCIA = { id: '0196c0de-0000-7000-8000-000000000001', name: 'Lucía Gómez' };
const ANA = { id: '0196c0de-0000-7000-8000-000000000003', name: 'Ana Ruiz' };

/** One session, one tutor's hours, one tutor to edit. */
function adminServer() {
  return fakeTutoringServer(({ method, path, query }) => {
    if (method !== 'GET') return undefined;
    if (path === '/admin/classes') return { body: { items: [] } };
    if (path === '/admin/tutoring/sessions')
      return {
        body: {
          timeZone: 'Europe/Madrid',
          sessions: [
            {
              id: '0196c0de-0000-7000-8000-0000000000a1',
              tutor: LUCIA,
              student: ANA,
              startsAt: '2026-03-20T09:00:00.000Z',
              endsAt: '2026-03-20T09:30:00.000Z',
              lengthMinutes: 30,
              status: 'booked',
              note: '',
              contextLabel: '',
              meetingLink: null,
              priceCents: 0,
              side: 'staff',
              changeable: false,
              cutoffAt: '2026-03-19T09:00:00.000Z',
            },
          ],
        },
      };
    if (path === '/admin/tutoring/hours')
      return {
        body: {
          month: query.get('month'),
          timeZone: 'Europe/Madrid',
          tutors: [{ ...LUCIA, sessions: 4, minutes: 120 }],
        },
      };
    if (path === '/admin/tutoring/tutors')
      return {
        body: {
          tutors: [
            {
              ...LUCIA,
              email: 'lucia@example.test',
              role: 'Professor',
              isTutor: true,
              bio: '',
              hourlyRateCents: 2000,
              version: 1,
            },
          ],
        },
      };
    return undefined;
  });
}

const as = (role: 'Administrator' | 'Professor') =>
  useSession.setState({
    ...anonymousState,
    role,
    scopes: scopesFor({ role, isMaster: false, isTutor: false }),
  });
/** The tutoring calls made (the sessions' class filter also reads the reader's classes). */
const paths = (server: ReturnType<typeof adminServer>) =>
  server.calls.map((c) => c.path).filter((path) => path !== '/admin/classes');

beforeEach(() => {
  initI18n('es');
});
afterEach(() => {
  useSession.setState(anonymousState, true);
});

describe('/admin-tutoring', { timeout: 20_000 }, () => {
  it('opens on the sessions for an administrator, with the hours and tutors a tab away', async () => {
    const server = adminServer();
    as('Administrator');
    const user = userEvent.setup();
    renderWithApp(<AdminTutoringPage />, 'es');
    expect(screen.getByRole('heading', { level: 1, name: 'Gestión de tutorías' })).toBeTruthy();
    expect(document.title).toBe('Gestión de tutorías · Puente');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Sesiones',
      'Horas por tutor',
      'Tutores',
    ]);
    expect(screen.getByRole('tab', { name: 'Sesiones' }).getAttribute('aria-selected')).toBe('true');
    const sessions = screen.getByRole('tabpanel', { name: 'Sesiones' });
    expect(await within(sessions).findByText('Lucía Gómez / Ana Ruiz')).toBeTruthy();
    expect(paths(server)).toEqual(['/admin/tutoring/sessions']);

    await user.click(screen.getByRole('tab', { name: 'Horas por tutor' }));
    const hours = screen.getByRole('tabpanel', { name: 'Horas por tutor' });
    const row = await within(hours).findByRole('row', { name: /Lucía Gómez/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Lucía Gómez', '4', '2']);
    // Only the open tab is drawn.
    expect(screen.queryByText('Lucía Gómez / Ana Ruiz')).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'Tutores' }));
    const tutors = screen.getByRole('tabpanel', { name: 'Tutores' });
    expect(await within(tutors).findByRole('button', { name: 'Editar Lucía Gómez' })).toBeTruthy();
    expect(within(tutors).getByText('Tarifa por hora: $20,00')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(paths(server)).toEqual([
      '/admin/tutoring/sessions',
      '/admin/tutoring/hours',
      '/admin/tutoring/tutors',
    ]);
  });

  it('gives a professor the sessions and hours, but not the tutors', async () => {
    const server = adminServer();
    as('Professor');
    const user = userEvent.setup();
    renderWithApp(<AdminTutoringPage />, 'es');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Sesiones', 'Horas por tutor']);
    await screen.findByText('Lucía Gómez / Ana Ruiz');
    await user.click(screen.getByRole('tab', { name: 'Horas por tutor' }));
    await screen.findByRole('table');
    await waitFor(() => expect(paths(server)).toEqual(['/admin/tutoring/sessions', '/admin/tutoring/hours']));
    expect(screen.queryByRole('tab', { name: 'Tutores' })).toBeNull();
  });

  it('speaks English to an English reader', async () => {
    adminServer();
    as('Administrator');
    renderWithApp(<AdminTutoringPage />, 'en');
    expect(screen.getByRole('heading', { level: 1, name: 'Tutoring management' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Sessions',
      'Hours per tutor',
      'Tutors',
    ]);
    expect(await screen.findByText('Lucía Gómez / Ana Ruiz')).toBeTruthy();
  });
});
