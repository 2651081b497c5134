import type { TTutorHours } from '@puente/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { renderWithApp } from '../../../ui/test/render-with-app';
import { fakeTutoringServer } from '../test/fake-tutoring-server';
import { registerTutoringTexts } from '../tutoring-texts';
import { AdminHours } from './admin-hours';

const LUCIA = '0196c0de-0000-7000-8000-000000000001';
const PABLO = '0196c0de-0000-7000-8000-000000000002';

/** Each month's hours; a month with nothing has no tutors. */
const byMonth: Record<string, TTutorHours['tutors']> = {
  '2026-03': [
    { id: LUCIA, name: 'Lucía Gómez', sessions: 5, minutes: 210 },
    { id: PABLO, name: 'Pablo Ruiz', sessions: 1, minutes: 60 },
  ],
  '2026-02': [{ id: LUCIA, name: 'Lucía Gómez', sessions: 2, minutes: 90 }],
};

function hoursServer() {
  return fakeTutoringServer(({ method, path, query }) => {
    if (method !== 'GET' || path !== '/admin/tutoring/hours') return undefined;
    const month = query.get('month') ?? '';
    return { body: { month, timeZone: 'America/Bogota', tutors: byMonth[month] ?? [] } };
  });
}

/** The table's rows below its heading, as their cells' texts. */
const tableRows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
const monthInput = () => screen.getByLabelText('Mes') as HTMLInputElement;
const hourCalls = (server: ReturnType<typeof hoursServer>) =>
  server.calls.filter((c) => c.path === '/admin/tutoring/hours').map((c) => c.query.get('month'));

beforeEach(() => {
  // Only the clock: the month shown first is today's.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-15T12:00:00Z'));
  initI18n('es');
  registerTutoringTexts();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('hours per tutor', () => {
  it('shows this month’s sessions and hours of each tutor', async () => {
    const server = hoursServer();
    renderWithApp(<AdminHours />, 'es');
    expect(monthInput().value).toBe('2026-03');
    await screen.findByRole('table');
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Tutor', 'Sesiones', 'Horas']);
    // Minutes as hours with one decimal, in the reader's language.
    expect(tableRows()).toEqual([
      ['Lucía Gómez', '5', '3,5'],
      ['Pablo Ruiz', '1', '1'],
    ]);
    expect(hourCalls(server)).toEqual(['2026-03']);
    // The month is the reader's zone's, as the server names it.
    expect(screen.getByText('Meses de su zona horaria: America/Bogota')).toBeTruthy();
  });

  it('asks for the month chosen, and says when it has no sessions', async () => {
    const server = hoursServer();
    renderWithApp(<AdminHours />, 'es');
    await screen.findByRole('table');

    fireEvent.change(monthInput(), { target: { value: '2026-02' } });
    await waitFor(() => expect(tableRows()).toEqual([['Lucía Gómez', '2', '1,5']]));
    expect(hourCalls(server)).toEqual(['2026-03', '2026-02']);

    fireEvent.change(monthInput(), { target: { value: '2026-01' } });
    expect(await screen.findByText('No hay sesiones.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(hourCalls(server)).toEqual(['2026-03', '2026-02', '2026-01']);
  });

  it('keeps the month when the field is emptied', async () => {
    const server = hoursServer();
    renderWithApp(<AdminHours />, 'es');
    await screen.findByRole('table');
    fireEvent.change(monthInput(), { target: { value: '' } });
    expect(monthInput().value).toBe('2026-03');
    expect(tableRows()).toEqual([
      ['Lucía Gómez', '5', '3,5'],
      ['Pablo Ruiz', '1', '1'],
    ]);
    expect(hourCalls(server)).toEqual(['2026-03']);
  });

  it('writes the hours the English way in English', async () => {
    hoursServer();
    renderWithApp(<AdminHours />, 'en');
    await screen.findByRole('table');
    expect(screen.getByLabelText('Month')).toBeTruthy();
    expect(tableRows()[0]).toEqual(['Lucía Gómez', '5', '3.5']);
  });
});
