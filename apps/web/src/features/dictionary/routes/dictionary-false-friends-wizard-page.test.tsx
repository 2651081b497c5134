import type { TDictionaryFalseFriendItem } from '@puente/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearFormState } from '../../../test/clear-form-state';
import { readCall, server } from '../../../test/msw-server';
import { layOutScroller, renderWithApp } from '../../../ui/test/render-with-app';
import DictionaryFalseFriendsWizardPage from './dictionary-false-friends-wizard-page';

const ACTUALLY: TDictionaryFalseFriendItem = {
  id: '0190e000-0000-7000-8000-000000000001',
  version: 1,
  en: 'actually',
  enMeaning: 'en realidad',
  es: 'actualmente',
  esMeaning: 'currently',
  source: 'Diccionario de la lengua española (RAE), https://dle.rae.es/actualmente',
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
  deletedAt: null,
};

type Call = {
  method: string;
  path: string;
  query: URLSearchParams;
  body: Record<string, unknown> | undefined;
};

/** The false friends endpoints as the server answers them; `actually` is taken. */
function falseFriendsServer() {
  const items: TDictionaryFalseFriendItem[] = [ACTUALLY];
  const calls: Call[] = [];
  const seen =
    (answer: (call: Call) => Response) =>
    async ({ request }: { request: Request }) => {
      const call = (await readCall(request)) as Call;
      calls.push(call);
      return answer(call);
    };
  server.use(
    http.head(
      '/api/dictionary/false-friends/en/check',
      seen(({ query }) => new HttpResponse(null, { status: query.get('value') === 'actually' ? 409 : 200 })),
    ),
    http.get(
      '/api/dictionary/false-friends',
      seen(() => HttpResponse.json({ items, total: items.length })),
    ),
    http.post(
      '/api/dictionary/false-friends',
      seen(({ body = {} }) => {
        const added = {
          ...(body as unknown as TDictionaryFalseFriendItem),
          id: '0190e000-0000-7000-8000-000000000002',
          version: 1,
          createdAt: '2026-03-01T10:00:00.000Z',
          updatedAt: '2026-03-01T10:00:00.000Z',
          deletedAt: null,
        };
        items.push(added);
        return HttpResponse.json(added, { status: 201 });
      }),
    ),
  );
  return { calls };
}

let restoreLayout: () => void;
beforeEach(() => {
  restoreLayout = layOutScroller();
  clearFormState();
});
afterEach(() => {
  restoreLayout();
  clearFormState();
});

describe('the false friends wizard', { timeout: 30_000 }, () => {
  it('lists the pairs and adds one with both meanings and its source', async () => {
    const user = userEvent.setup();
    const api = falseFriendsServer();
    renderWithApp(<DictionaryFalseFriendsWizardPage />, 'es');
    expect(await screen.findByRole('heading', { name: 'Falsos amigos' })).toBeTruthy();
    expect(await screen.findByText('actually ≠ actualmente')).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Añadir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo falso amigo' });
    await user.type(within(dialog).getByLabelText('Palabra en inglés'), 'actually');
    expect(await within(dialog).findByText('Este valor ya está en uso')).toBeTruthy();
    await user.clear(within(dialog).getByLabelText('Palabra en inglés'));
    await user.type(within(dialog).getByLabelText('Palabra en inglés'), 'exit');
    await user.type(within(dialog).getByLabelText('Lo que significa en español'), 'salida');
    await user.type(within(dialog).getByLabelText('Palabra en español que se le parece'), 'éxito');
    await user.type(within(dialog).getByLabelText('Lo que significa en inglés'), 'success');
    await user.type(within(dialog).getByLabelText('Fuente (obra de referencia y dirección)'), 'RAE');
    const ok = within(dialog).getByRole('button', { name: 'Aceptar' });
    await waitFor(() => expect(ok).toHaveProperty('disabled', false));
    await user.click(ok);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nuevo falso amigo' })).toBeNull());
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      en: 'exit',
      enMeaning: 'salida',
      es: 'éxito',
      esMeaning: 'success',
      source: 'RAE',
    });
    expect(await screen.findByText('exit ≠ éxito')).toBeTruthy();
  });
});
