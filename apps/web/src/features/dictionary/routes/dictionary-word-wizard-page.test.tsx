import type { TDictionaryCategoryItem, TDictionaryWordItem } from '@puente/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearFormState } from '../../../test/clear-form-state';
import { readCall, server } from '../../../test/msw-server';
import { layOutScroller, renderWithApp } from '../../../ui/test/render-with-app';
import DictionaryWordWizardPage from './dictionary-word-wizard-page';

const FOOD: TDictionaryCategoryItem = {
  id: '0190c000-0000-7000-8000-000000000001',
  version: 1,
  name: { es: 'Comida', en: 'Food' },
  wordCount: 0,
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

/** The words and categories endpoints as the server answers them; `kettle` (noun) is taken. */
function wordsServer() {
  const words: TDictionaryWordItem[] = [];
  const calls: Call[] = [];
  /** Records the call, then answers it. */
  const seen =
    (answer: (call: Call) => Response) =>
    async ({ request }: { request: Request }) => {
      const call = (await readCall(request)) as Call;
      calls.push(call);
      return answer(call);
    };
  server.use(
    http.get(
      '/api/dictionary/categories',
      seen(() => HttpResponse.json({ items: [FOOD], total: 1 })),
    ),
    http.head(
      '/api/dictionary/words/headword/check',
      seen(({ query }) => {
        const taken = query.get('value')?.toLowerCase() === 'kettle' && query.get('partOfSpeech') !== 'verb';
        return new HttpResponse(null, { status: taken ? 409 : 200 });
      }),
    ),
    http.get(
      '/api/dictionary/words',
      seen(() => HttpResponse.json({ items: words, total: words.length })),
    ),
    http.post(
      '/api/dictionary/words',
      seen(({ body = {} }) => {
        const added: TDictionaryWordItem = {
          ...(body as unknown as TDictionaryWordItem),
          id: '0190d000-0000-7000-8000-000000000001',
          version: 1,
          category: body.categoryId ? FOOD.name : null,
          createdAt: '2026-03-01T10:00:00.000Z',
          updatedAt: '2026-03-01T10:00:00.000Z',
          deletedAt: null,
        };
        words.push(added);
        return HttpResponse.json(added, { status: 201 });
      }),
    ),
  );
  return { calls, words };
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

const choose = async (user: ReturnType<typeof userEvent.setup>, label: string, option: string) => {
  await user.click(screen.getByLabelText(label, { selector: 'input' }));
  await user.click(await screen.findByRole('option', { name: option, hidden: true }));
};

describe('the dictionary word wizard', { timeout: 30_000 }, () => {
  it('adds a word with its part of speech, category, translations and an example', async () => {
    const user = userEvent.setup();
    const server = wordsServer();
    renderWithApp(<DictionaryWordWizardPage />);
    expect(await screen.findByRole('heading', { name: 'Dictionary words' })).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: 'New word' });
    const ok = within(dialog).getByRole('button', { name: 'OK' });
    await user.type(within(dialog).getByLabelText('English word'), 'avocado');
    await choose(user, 'Part of speech', 'Noun');
    await choose(user, 'Category', 'Food');
    await user.type(
      within(dialog).getByLabelText('Translations of meaning 1'),
      'aguacate{Enter}palta{Enter}',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add an example' }));
    await user.type(within(dialog).getByLabelText('Example 1 in English'), 'I like avocado.');
    await user.type(within(dialog).getByLabelText('Example 1 in Spanish'), 'Me gusta el aguacate.');
    await waitFor(() => expect(ok).toHaveProperty('disabled', false));
    await user.click(ok);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New word' })).toBeNull());
    expect(server.calls.find((call) => call.method === 'POST')?.body).toEqual({
      headword: 'avocado',
      partOfSpeech: 'noun',
      ipa: '',
      categoryId: FOOD.id,
      senses: [{ gloss: '', translations: ['aguacate', 'palta'] }],
      examples: [{ en: 'I like avocado.', es: 'Me gusta el aguacate.' }],
      audioMediaId: null,
    });
    const list = await screen.findByRole('list', { name: "School's words" });
    await waitFor(() => expect(within(list).getByText('avocado (Noun)')).toBeTruthy());
  });

  it('flags a taken headword for its part of speech while typing, and the empty rules in Spanish', async () => {
    const user = userEvent.setup();
    const server = wordsServer();
    renderWithApp(<DictionaryWordWizardPage />, 'es');
    await user.click(await screen.findByRole('button', { name: 'Añadir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva palabra' });
    await choose(user, 'Categoría gramatical', 'Sustantivo');
    await user.type(within(dialog).getByLabelText('Palabra en inglés'), 'Kettle');
    expect(await within(dialog).findByText('Este valor ya está en uso')).toBeTruthy();
    const check = server.calls.find((call) => call.method === 'HEAD');
    expect(check?.query.get('partOfSpeech')).toBe('noun');
    await user.clear(within(dialog).getByLabelText('Palabra en inglés'));
    expect(await within(dialog).findByText('Escriba la palabra en inglés')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Aceptar' })).toHaveProperty('disabled', true);
  });
});
