import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { renderWithApp } from '../../../ui/test/render-with-app';
import { fakeTutoringServer } from '../test/fake-tutoring-server';
import { registerTutoringTexts } from '../tutoring-texts';
import { SlotPicker } from './slot-picker';

const TUTOR = {
  id: '0196c0de-0000-7000-8000-000000000001',
  name: 'Lucía Gómez',
  sessionLengths: [60, 30],
  timeZone: 'Europe/Madrid',
};
const NOW = '2026-03-27T10:00:00.000Z';
const WEEK_LATER = '2026-04-03T10:00:00.000Z';

/** The tutor's free 30-minute slots this week (a Saturday in New York spans the night in Madrid). */
const HALF_HOURS = [
  '2026-03-28T14:00:00Z',
  '2026-03-28T14:30:00Z',
  '2026-03-29T03:00:00Z',
  '2026-03-30T13:00:00Z',
];
const HOURS = ['2026-03-31T08:00:00Z'];

function slotServer() {
  return fakeTutoringServer(({ method, path, query }) => {
    if (method !== 'GET' || path !== `/tutoring/tutors/${TUTOR.id}/slots`) return undefined;
    const length = Number(query.get('length'));
    const thisWeek = query.get('from') === NOW;
    const slots = thisWeek ? (length === 30 ? HALF_HOURS : HOURS) : [];
    return { body: { tutorTimeZone: TUTOR.timeZone, lengthMinutes: length, slots } };
  });
}

/** Each day heading with the times of its buttons, as drawn. */
function shownDays() {
  return [...document.querySelectorAll('button[aria-label^="Reservar "]')].reduce<Record<string, string[]>>(
    (days, button) => {
      const day = button.closest('.mantine-Stack-root')!.firstElementChild!.textContent!;
      days[day] = [...(days[day] ?? []), button.textContent!];
      return days;
    },
    {},
  );
}

beforeEach(() => {
  initI18n('es');
  registerTutoringTexts();
  // The picker's week starts now: a fixed clock makes the span it asks for known.
  vi.setSystemTime(new Date('2026-03-27T10:00:25Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the slot picker', () => {
  it('asks for this week’s shortest slots and shows them by day in the student’s zone', async () => {
    const server = slotServer();
    renderWithApp(<SlotPicker tutor={TUTOR} zone="America/New_York" onPick={vi.fn()} />, 'es');
    expect(screen.getByRole('heading', { name: 'Horas libres de Lucía Gómez' })).toBeTruthy();
    expect(screen.getByTestId('viewer-zone').textContent).toBe(
      'Horas en su zona horaria: America/New_York · Zona del tutor: Europe/Madrid',
    );
    await screen.findByRole('button', { name: 'Reservar sábado, 28 de marzo 10:00' });
    expect(shownDays()).toEqual({
      'sábado, 28 de marzo': ['10:00', '10:30', '23:00'],
      'lunes, 30 de marzo': ['09:00'],
    });
    expect(server.calls.map(({ method, path, query }) => [method, path, Object.fromEntries(query)])).toEqual([
      ['GET', `/tutoring/tutors/${TUTOR.id}/slots`, { from: NOW, to: WEEK_LATER, length: '30' }],
    ]);
  });

  it('shows the same slots at Madrid’s times, after its change to summer time', async () => {
    slotServer();
    renderWithApp(<SlotPicker tutor={TUTOR} zone="Europe/Madrid" onPick={vi.fn()} />, 'es');
    await screen.findByRole('button', { name: 'Reservar sábado, 28 de marzo 15:00' });
    expect(shownDays()).toEqual({
      'sábado, 28 de marzo': ['15:00', '15:30'],
      // 03:00 UTC is 05:00 on Sunday: Madrid is UTC+2 from 29 March.
      'domingo, 29 de marzo': ['05:00'],
      'lunes, 30 de marzo': ['15:00'],
    });
  });

  it('picks a slot with the keyboard: Tab reaches the times, Enter and Space choose', async () => {
    slotServer();
    const user = userEvent.setup();
    const onPick = vi.fn();
    renderWithApp(<SlotPicker tutor={TUTOR} zone="America/New_York" onPick={onPick} />, 'es');
    const first = await screen.findByRole('button', { name: 'Reservar sábado, 28 de marzo 10:00' });
    screen.getByRole('button', { name: 'Semana siguiente' }).focus();
    await user.tab();
    expect(document.activeElement).toBe(first);
    await user.keyboard('{Enter}');
    expect(onPick).toHaveBeenLastCalledWith('2026-03-28T14:00:00Z', 30);
    await user.tab();
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Reservar sábado, 28 de marzo 10:30' }),
    );
    await user.keyboard(' ');
    expect(onPick).toHaveBeenLastCalledWith('2026-03-28T14:30:00Z', 30);
    expect(onPick).toHaveBeenCalledTimes(2);
  });

  it('asks again for another length, and picks with that length', async () => {
    const server = slotServer();
    const user = userEvent.setup();
    const onPick = vi.fn();
    renderWithApp(<SlotPicker tutor={TUTOR} zone="America/New_York" onPick={onPick} />, 'es');
    await screen.findByRole('button', { name: 'Reservar sábado, 28 de marzo 10:00' });
    await user.click(screen.getByRole('radio', { name: '60 min' }));
    const hour = await screen.findByRole('button', { name: 'Reservar martes, 31 de marzo 04:00' });
    expect(screen.queryByRole('button', { name: 'Reservar sábado, 28 de marzo 10:00' })).toBeNull();
    expect(server.calls.at(-1)?.query.get('length')).toBe('60');
    await user.click(hour);
    expect(onPick).toHaveBeenCalledWith('2026-03-31T08:00:00Z', 60);
  });

  it('moves a week at a time, never before this one', async () => {
    const server = slotServer();
    const user = userEvent.setup();
    renderWithApp(
      <SlotPicker tutor={TUTOR} zone="America/New_York" onPick={vi.fn()} fixedLength={60} />,
      'es',
    );
    // A fixed length (moving a session) offers no choice of length.
    expect(screen.queryByRole('radio', { name: '30 min' })).toBeNull();
    await screen.findByRole('button', { name: 'Reservar martes, 31 de marzo 04:00' });
    const previous = screen.getByRole('button', { name: 'Semana anterior' }) as HTMLButtonElement;
    expect(previous.disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Semana siguiente' }));
    expect(await screen.findByText('No hay horas libres esta semana.')).toBeTruthy();
    expect(Object.fromEntries(server.calls.at(-1)!.query)).toEqual({
      from: WEEK_LATER,
      to: '2026-04-10T10:00:00.000Z',
      length: '60',
    });
    await waitFor(() => expect(previous.disabled).toBe(false));
    await user.click(previous);
    expect(await screen.findByRole('button', { name: 'Reservar martes, 31 de marzo 04:00' })).toBeTruthy();
    expect(within(document.body).queryByText('No hay horas libres esta semana.')).toBeNull();
  });
});
