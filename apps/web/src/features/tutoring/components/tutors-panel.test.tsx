import type { TTutorList } from '@puente/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { clearFormState } from '../../../test/clear-form-state';
import { renderWithApp } from '../../../ui/test/render-with-app';
import { fakeTutoringServer } from '../test/fake-tutoring-server';
import { registerTutoringTexts } from '../tutoring-texts';
import { TutorsPanel } from './tutors-panel';

const ZONE = 'America/Mexico_City';
const lucia = {
  id: '0196c0de-0000-7000-8000-000000000001',
  name: 'Lucía Gómez',
  bio: 'Conversación y gramática',
  languages: ['Español', 'Inglés'],
  sessionLengths: [30 as const, 60 as const],
  timeZone: 'Europe/Madrid',
  nextSlot: '2026-04-03T15:00:00Z',
};
const pablo = {
  ...lucia,
  id: '0196c0de-0000-7000-8000-000000000002',
  name: 'Pablo Ruiz',
  bio: '',
  languages: [],
  sessionLengths: [60 as const],
  nextSlot: null,
};
const list = (tutors: TTutorList['tutors'], priceCents = 0, mayBookPaid = true): TTutorList => ({
  tutors,
  priceCents,
  viewerTimeZone: ZONE,
  canBook: true,
  mayBookPaid,
});

/** Every tutor is free at 15:00 UTC on 3 April; bookings succeed. */
function tutorsServer() {
  return fakeTutoringServer(({ method, path, query, body }) => {
    if (method === 'GET' && /^\/tutoring\/tutors\/[^/]+\/slots$/.test(path))
      return {
        body: {
          tutorTimeZone: 'Europe/Madrid',
          lengthMinutes: Number(query.get('length')),
          slots: ['2026-04-03T15:00:00Z'],
        },
      };
    if (method === 'POST' && path === '/tutoring/sessions')
      return { status: 201, body: { id: '0196c0de-0000-7000-8000-0000000000aa', ...(body as object) } };
    return undefined;
  });
}

beforeEach(() => {
  initI18n('es');
  registerTutoringTexts();
  clearFormState();
});
afterEach(clearFormState);

describe('choosing a tutor', () => {
  it('shows each tutor with their next free time in the viewer’s zone, and the price', async () => {
    const server = tutorsServer();
    renderWithApp(<TutorsPanel list={list([lucia, pablo], 1500)} zone={ZONE} onBooked={vi.fn()} />, 'es');
    expect(screen.getByText('Precio por sesión: $15,00')).toBeTruthy();
    const [first, second] = screen.getAllByTestId('tutor-card') as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('heading', { name: 'Lucía Gómez' })).toBeTruthy();
    expect(within(first).getByText('Conversación y gramática')).toBeTruthy();
    expect(within(first).getByText('Inglés')).toBeTruthy();
    // 15:00 UTC is 09:00 in Mexico City (UTC-6, no summer time).
    expect(within(first).getByText('Próxima hora libre: vie, 3 abr, 09:00')).toBeTruthy();
    expect(within(second).getByText('Sin horas libres por ahora')).toBeTruthy();
    // With more than one tutor, no slots are asked for until one is chosen.
    expect(screen.queryByRole('heading', { name: /^Horas libres de/ })).toBeNull();
    expect(server.calls).toEqual([]);
  });

  it('says so when no tutor has published times', () => {
    tutorsServer();
    renderWithApp(<TutorsPanel list={list([])} zone={ZONE} onBooked={vi.fn()} />, 'es');
    expect(screen.getByText('Aún no hay tutores con horas publicadas.')).toBeTruthy();
  });

  it('books a chosen tutor’s slot in the viewer’s zone', async () => {
    const server = tutorsServer();
    const user = userEvent.setup();
    const onBooked = vi.fn();
    renderWithApp(<TutorsPanel list={list([lucia, pablo])} zone={ZONE} onBooked={onBooked} />, 'es');
    const choose = screen.getByRole('button', { name: 'Ver horas de Pablo Ruiz' });
    expect(choose.getAttribute('aria-pressed')).toBe('false');
    await user.click(choose);
    expect(choose.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('heading', { name: 'Horas libres de Pablo Ruiz' })).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Reservar viernes, 3 de abril 09:00' }));

    const dialog = await screen.findByRole('dialog', { name: 'Reservar sesión' });
    expect(within(dialog).getByTestId('book-when').textContent).toBe(
      'vie, 3 abr, 09:00 (America/Mexico_City), 60 min con Pablo Ruiz',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(onBooked).toHaveBeenCalledTimes(1));
    expect(server.calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      {
        tutorId: pablo.id,
        startsAt: '2026-04-03T15:00:00Z',
        lengthMinutes: 60,
        timeZone: ZONE,
        note: '',
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reservar sesión' })).toBeNull());
  });
});

describe('a guest and paid sessions', () => {
  const explanation = 'Las sesiones de pago las reserva el titular de la cuenta.';

  it('while the school leaves paid sessions to the account holder, says so and offers no booking', async () => {
    const server = tutorsServer();
    renderWithApp(<TutorsPanel list={list([lucia], 1500, false)} zone={ZONE} onBooked={vi.fn()} />, 'es');
    expect(screen.getByText(explanation)).toBeTruthy();
    // The tutors are still shown, but neither the price nor a way to pick and book a slot.
    expect(screen.getByRole('heading', { name: 'Lucía Gómez' })).toBeTruthy();
    expect(screen.queryByText(/^Precio por sesión/)).toBeNull();
    expect(screen.queryByRole('button', { name: /^Ver horas de/ })).toBeNull();
    expect(screen.queryByRole('heading', { name: /^Horas libres de/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Reservar / })).toBeNull();
    expect(server.calls).toEqual([]);
  });

  it('books paid sessions once the school allows it', async () => {
    tutorsServer();
    renderWithApp(<TutorsPanel list={list([lucia], 1500, true)} zone={ZONE} onBooked={vi.fn()} />, 'es');
    expect(screen.queryByText(explanation)).toBeNull();
    expect(screen.getByText('Precio por sesión: $15,00')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ver horas de Lucía Gómez' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: /^Reservar viernes, 3 de abril/ })).toBeTruthy();
  });

  it('keeps free sessions bookable whatever the rule', async () => {
    tutorsServer();
    renderWithApp(<TutorsPanel list={list([lucia], 0, false)} zone={ZONE} onBooked={vi.fn()} />, 'es');
    expect(screen.queryByText(explanation)).toBeNull();
    expect(await screen.findByRole('button', { name: /^Reservar viernes, 3 de abril/ })).toBeTruthy();
  });

  it('explains it in English too', () => {
    tutorsServer();
    renderWithApp(<TutorsPanel list={list([lucia], 1500, false)} zone={ZONE} onBooked={vi.fn()} />, 'en');
    expect(screen.getByText('Paid sessions are booked by the account holder.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^See .* times$/ })).toBeNull();
  });
});
