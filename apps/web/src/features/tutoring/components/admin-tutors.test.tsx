import type { TAdminTutor } from '@puente/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { clearFormState } from '../../../test/clear-form-state';
import { renderWithApp } from '../../../ui/test/render-with-app';
import { fakeTutoringServer } from '../test/fake-tutoring-server';
import { registerTutoringTexts } from '../tutoring-texts';
import { AdminTutors } from './admin-tutors';

const lucia: TAdminTutor = {
  id: '0196c0de-0000-7000-8000-000000000001',
  name: 'Lucía Gómez',
  email: 'lucia@example.test',
  role: 'Professor',
  isTutor: true,
  bio: 'Conversación',
  hourlyRateCents: 2550,
  version: 3,
};
const pablo: TAdminTutor = {
  ...lucia,
  id: '0196c0de-0000-7000-8000-000000000002',
  name: 'Pablo Ruiz',
  email: 'pablo@example.test',
  isTutor: false,
  bio: '',
  hourlyRateCents: 0,
  version: 1,
};

/** The school's staff; a save stores the body it got (one version on) and answers it. */
function tutorsServer() {
  let stored = [lucia, pablo];
  return fakeTutoringServer(({ method, path, body }) => {
    if (method === 'GET' && path === '/admin/tutoring/tutors') return { body: { tutors: stored } };
    const saved = /^\/admin\/tutoring\/tutors\/([^/]+)$/.exec(path);
    if (method === 'PUT' && saved) {
      const edit = body as Pick<TAdminTutor, 'isTutor' | 'bio' | 'hourlyRateCents' | 'version'>;
      stored = stored.map((t) => (t.id === saved[1] ? { ...t, ...edit, version: edit.version + 1 } : t));
      return { body: stored.find((t) => t.id === saved[1]) };
    }
    return undefined;
  });
}

const cardOf = (name: string) =>
  screen.getAllByTestId('admin-tutor').find((c) => within(c).queryByText(name))!;
const puts = (server: ReturnType<typeof tutorsServer>) =>
  server.calls.filter((c) => c.method === 'PUT').map(({ path, body }) => ({ path, body }));
/** The text that describes an input (its error: Mantine links it with aria-describedby). */
const descriptionOf = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

async function openEditor(name: string) {
  const user = userEvent.setup();
  renderWithApp(<AdminTutors />, 'es');
  await screen.findByText(name);
  await user.click(screen.getByRole('button', { name: `Editar ${name}` }));
  const dialog = await screen.findByRole('dialog', { name });
  return { user, dialog };
}
const rateOf = (dialog: HTMLElement) =>
  within(dialog).getByRole('textbox', { name: 'Tarifa por hora' }) as HTMLInputElement;

beforeEach(() => {
  initI18n('es');
  registerTutoringTexts();
  clearFormState();
});
afterEach(clearFormState);

describe('the school’s tutors', { timeout: 20_000 }, () => {
  it('lists the staff with their tutor flag and hourly rate', async () => {
    tutorsServer();
    renderWithApp(<AdminTutors />, 'es');
    await screen.findByText('Lucía Gómez');
    const first = cardOf('Lucía Gómez');
    expect(within(first).getByText('lucia@example.test')).toBeTruthy();
    expect(within(first).getByText('Es tutor')).toBeTruthy();
    expect(within(first).getByText('Tarifa por hora: $25,50')).toBeTruthy();
    const second = cardOf('Pablo Ruiz');
    expect(within(second).queryByText('Es tutor')).toBeNull();
    expect(within(second).getByText('Tarifa por hora: $0,00')).toBeTruthy();
  });

  it('edits the flag, bio and rate, and saves exactly them with the version read', async () => {
    const server = tutorsServer();
    const { user, dialog } = await openEditor('Pablo Ruiz');
    const flag = within(dialog).getByRole('switch', { name: 'Es tutor' }) as HTMLInputElement;
    expect(flag.checked).toBe(false);
    expect(rateOf(dialog).value).toBe('0,00');

    await user.click(flag);
    await user.type(within(dialog).getByRole('textbox', { name: 'Presentación' }), 'Gramática y exámenes');
    await user.clear(rateOf(dialog));
    await user.type(rateOf(dialog), '30.25');
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Pablo Ruiz' })).toBeNull());
    expect(puts(server)).toEqual([
      {
        path: `/admin/tutoring/tutors/${pablo.id}`,
        body: { isTutor: true, bio: 'Gramática y exámenes', hourlyRateCents: 3025, version: 1 },
      },
    ]);
    // The list is read again and shows what was saved.
    await waitFor(() =>
      expect(within(cardOf('Pablo Ruiz')).getByText('Tarifa por hora: $30,25')).toBeTruthy(),
    );
    expect(within(cardOf('Pablo Ruiz')).getByText('Es tutor')).toBeTruthy();
  });

  it('refuses a rate above the limit, named in the amount typed, and sends nothing', async () => {
    const server = tutorsServer();
    const { user, dialog } = await openEditor('Lucía Gómez');
    expect(rateOf(dialog).value).toBe('25,50');
    await user.clear(rateOf(dialog));
    await user.type(rateOf(dialog), '100000.01');
    await waitFor(() => expect(descriptionOf(rateOf(dialog))).toContain('Debe ser como máximo 100.000,00'));
    const ok = within(dialog).getByRole('button', { name: 'Aceptar' }) as HTMLButtonElement;
    expect(ok.disabled).toBe(true);
    await user.click(ok);
    expect(puts(server)).toEqual([]);
  });

  it('refuses a negative rate, saying so, and sends nothing', async () => {
    const server = tutorsServer();
    const { user, dialog } = await openEditor('Lucía Gómez');
    await user.clear(rateOf(dialog));
    await user.type(rateOf(dialog), '-12');
    await waitFor(() => expect(descriptionOf(rateOf(dialog))).toContain('El monto no puede ser negativo'));
    const ok = within(dialog).getByRole('button', { name: 'Aceptar' }) as HTMLButtonElement;
    expect(ok.disabled).toBe(true);
    await user.click(ok);
    expect(puts(server)).toEqual([]);
  });

  it('reads a rate typed the English way in Spanish: "12.50" is 12,50', async () => {
    const server = tutorsServer();
    const { user, dialog } = await openEditor('Lucía Gómez');
    await user.clear(rateOf(dialog));
    await user.type(rateOf(dialog), '12.50');
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(puts(server)).toHaveLength(1));
    expect(puts(server)[0]?.body).toEqual({
      isTutor: true,
      bio: 'Conversación',
      hourlyRateCents: 1250,
      version: 3,
    });
  });

  it('cancelling an untouched dialog closes it and saves nothing', async () => {
    const server = tutorsServer();
    const { user, dialog } = await openEditor('Lucía Gómez');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Lucía Gómez' })).toBeNull());
    expect(puts(server)).toEqual([]);
  });
});
