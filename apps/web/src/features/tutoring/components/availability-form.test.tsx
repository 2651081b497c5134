import type { TMyAvailability } from '@puente/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { clearFormState } from '../../../test/clear-form-state';
import { renderWithApp } from '../../../ui/test/render-with-app';
import { fakeTutoringServer } from '../test/fake-tutoring-server';
import { registerTutoringTexts } from '../tutoring-texts';
import { AvailabilitySection } from './availability-form';

const stored: TMyAvailability = {
  timeZone: 'Europe/Madrid',
  bio: 'Profesora de español',
  languages: ['Español', 'Inglés'],
  sessionLengths: [30, 60],
  minNoticeHours: 12,
  horizonDays: 30,
  meetingLink: 'https://meet.example.test/lucia',
  rules: [
    { weekday: 1, startTime: '09:00', endTime: '12:00' },
    { weekday: 3, startTime: '16:00', endTime: '19:00' },
  ],
  exceptions: [{ day: '2026-04-06', kind: 'off', startTime: null, endTime: null }],
};

type ModelState = { field: string; code: string }[];

/** The tutor's availability: saves answer the body they got, or refuse once with the given field errors. */
function availabilityServer(model: TMyAvailability = stored, refuseWith?: ModelState) {
  let refusal = refuseWith;
  return fakeTutoringServer(({ method, path, body }) => {
    if (path !== '/tutoring/availability') return undefined;
    if (method === 'GET') return { body: model };
    if (method !== 'PUT') return undefined;
    if (!refusal) return { body };
    const errorInfo = { ModelState: refusal.map((entry) => ({ ...entry, message: '' })) };
    refusal = undefined;
    return { status: 400, body: { code: 'invalid', message: 'invalid', errorInfo } };
  });
}

/** The text that describes an input (its error: Mantine links it with aria-describedby). */
const descriptionOf = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
const rows = () => screen.getAllByTestId('weekly-row');
const inRow = (index: number, label: 'Desde' | 'Hasta') =>
  within(rows()[index]!).getByRole('textbox', { name: label }) as HTMLInputElement;
const applyButton = () => screen.getByRole('button', { name: 'Aplicar' }) as HTMLButtonElement;

async function openForm() {
  const user = userEvent.setup();
  renderWithApp(<AvailabilitySection />, 'es');
  const form = await screen.findByRole('form', { name: 'Mi disponibilidad' });
  return { user, form };
}

beforeEach(() => {
  initI18n('es');
  registerTutoringTexts();
  clearFormState();
});
afterEach(clearFormState);

describe('the tutor’s availability', { timeout: 30_000 }, () => {
  it('shows the stored terms and weekly hours', async () => {
    availabilityServer();
    const { form } = await openForm();
    expect((within(form).getByRole('combobox', { name: 'Su zona horaria' }) as HTMLInputElement).value).toBe(
      'Europe/Madrid',
    );
    expect((within(form).getByRole('textbox', { name: 'Presentación' }) as HTMLTextAreaElement).value).toBe(
      'Profesora de español',
    );
    expect(
      (within(form).getByRole('textbox', { name: 'Antelación mínima (horas)' }) as HTMLInputElement).value,
    ).toBe('12');
    expect((within(form).getByRole('checkbox', { name: '30 min' }) as HTMLInputElement).checked).toBe(true);
    expect(rows().map((_, i) => [inRow(i, 'Desde').value, inRow(i, 'Hasta').value])).toEqual([
      ['09:00', '12:00'],
      ['16:00', '19:00'],
    ]);
    expect(
      rows().map((row) => (within(row).getByRole('combobox', { name: 'Día' }) as HTMLInputElement).value),
    ).toEqual(['Lunes', 'Miércoles']);
  });

  it('shows the stored zone even when the runtime does not list it (the default, UTC)', async () => {
    availabilityServer({ ...stored, timeZone: 'UTC' });
    const { form } = await openForm();
    expect((within(form).getByRole('combobox', { name: 'Su zona horaria' }) as HTMLInputElement).value).toBe(
      'UTC',
    );
  });

  it('shows the rules’ errors as they are broken, and saves nothing meanwhile', async () => {
    const server = availabilityServer();
    const { user, form } = await openForm();
    const end = inRow(0, 'Hasta');
    await user.clear(end);
    await user.type(end, '25:00');
    await waitFor(() => expect(descriptionOf(inRow(0, 'Hasta'))).toContain('Escriba la hora como HH:MM'));
    expect(applyButton().disabled).toBe(true);

    await user.clear(inRow(0, 'Hasta'));
    await user.type(inRow(0, 'Hasta'), '13:00');
    await waitFor(() => expect(descriptionOf(inRow(0, 'Hasta'))).not.toContain('HH:MM'));

    await user.click(within(form).getByRole('checkbox', { name: '30 min' }));
    await user.click(within(form).getByRole('checkbox', { name: '60 min' }));
    expect(await within(form).findByText('Ofrezca al menos una duración')).toBeTruthy();
    expect(applyButton().disabled).toBe(true);
    await user.click(applyButton());
    expect(server.calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it('saves the whole availability with the changes made', async () => {
    const server = availabilityServer();
    const { user, form } = await openForm();
    await user.click(within(form).getByRole('checkbox', { name: '30 min' }));
    // A third window, on Friday afternoon.
    await user.click(within(form).getByRole('button', { name: 'Añadir franja' }));
    expect(rows()).toHaveLength(3);
    const day = within(rows()[2]!).getByRole('combobox', { name: 'Día' });
    await user.click(day);
    // Each day box has its own list of days: choose in the one this box controls.
    await waitFor(() => expect(day.getAttribute('aria-controls')).toBeTruthy());
    const days = document.getElementById(day.getAttribute('aria-controls')!)!;
    await user.click(within(days).getByRole('option', { name: 'Viernes', hidden: true }));
    await user.clear(inRow(2, 'Desde'));
    await user.type(inRow(2, 'Desde'), '15:00');
    await user.clear(inRow(2, 'Hasta'));
    await user.type(inRow(2, 'Hasta'), '18:30');
    // The Monday window goes; so does the exception.
    await user.click(within(rows()[0]!).getByRole('button', { name: 'Quitar' }));
    const exceptions = within(form).getByRole('group', { name: 'Excepciones' });
    await user.click(within(exceptions).getByRole('button', { name: 'Quitar' }));

    await waitFor(() => expect(applyButton().disabled).toBe(false));
    await user.click(applyButton());
    await waitFor(() => expect(server.calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(server.calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
      {
        ...stored,
        sessionLengths: [60],
        rules: [
          { weekday: 3, startTime: '16:00', endTime: '19:00' },
          { weekday: 5, startTime: '15:00', endTime: '18:30' },
        ],
        exceptions: [],
      },
    ]);
  });

  it('puts the server’s window error on the window’s end', async () => {
    const server = availabilityServer(stored, [
      { field: 'rules.1.endTime', code: 'tutoring.invalid-window' },
    ]);
    const { user } = await openForm();
    await user.clear(inRow(1, 'Hasta'));
    await user.type(inRow(1, 'Hasta'), '15:00');
    await waitFor(() => expect(applyButton().disabled).toBe(false));
    await user.click(applyButton());
    await waitFor(() =>
      expect(descriptionOf(inRow(1, 'Hasta'))).toContain('La hora de fin debe ser posterior a la de inicio'),
    );
    expect(descriptionOf(inRow(0, 'Hasta'))).not.toContain('posterior');
    expect(server.calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
  });
});
