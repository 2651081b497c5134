import { MantineProvider } from '@mantine/core';
import type {
  TDictionaryEntry,
  TDictionaryHit,
  TDictionarySearchResult,
  TDictionarySeenWords,
} from '@puente/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../../../lib/i18n';
import { setLocale } from '../../../lib/set-locale';
import { server } from '../../../test/msw-server';
import { dictionaryTexts } from '../dictionary-texts';
import DictionaryPage from './dictionary-page';

const RUN_ID = '01900000-0000-7000-8000-000000000001';
const RUNNER_ID = '01900000-0000-7000-8000-000000000002';
const CORRER_ID = '01900000-0000-7000-8000-000000000003';

const hit = (id: string, headword: string, overrides: Partial<TDictionaryHit> = {}): TDictionaryHit => ({
  id,
  headword,
  direction: 'en-es',
  partsOfSpeech: ['verb'],
  summary: 'correr',
  frequencyBand: 1,
  match: 'prefix',
  inflection: null,
  ...overrides,
});

const runEntry: TDictionaryEntry = {
  id: RUN_ID,
  headword: 'run',
  direction: 'en-es',
  ipa: 'ɹʌn',
  frequencyBand: 1,
  source: 'wiktionary',
  sameInBothLanguages: false,
  falseFriends: [],
  groups: [
    {
      partOfSpeech: 'verb',
      senses: [
        {
          id: '01900000-0000-7000-8000-00000000000a',
          gloss: 'to move quickly on two feet',
          gender: null,
          tags: [],
          sensitive: false,
          translations: [
            {
              text: 'correr',
              gender: null,
              tags: ['Spain', 'Spain standard usage', 'pronominal'],
              entryId: CORRER_ID,
            },
          ],
          seeAlso: null,
        },
      ],
    },
    {
      partOfSpeech: 'noun',
      senses: [
        {
          id: '01900000-0000-7000-8000-00000000000b',
          gloss: 'the act of running',
          gender: null,
          tags: [],
          sensitive: false,
          translations: [{ text: 'carrera', gender: 'f', tags: [], entryId: null }],
          seeAlso: null,
        },
      ],
    },
  ],
  examples: [],
  category: null,
  phrases: [],
  audioUrl: null,
  lessons: [
    {
      courseId: '01900000-0000-7000-8000-0000000000c1',
      chapterId: '01900000-0000-7000-8000-0000000000d1',
      title: { es: 'Rutinas diarias', en: 'Daily routines' },
      example: 'I run every morning.',
      exampleEs: 'Corro cada mañana.',
      seen: true,
    },
  ],
};

type Call = { path: string; query: URLSearchParams; method: string };

/** The page in a memory router against a stubbed API: `search` answers each search call. */
function renderDictionary(options: {
  url?: string;
  search?: (query: URLSearchParams) => { status?: number; body: unknown };
  locale?: 'es' | 'en';
  seenWords?: TDictionarySeenWords['words'];
  /** What the route draws (the page, by default). */
  Component?: () => React.ReactNode;
}) {
  initI18n(options.locale ?? 'es');
  setLocale(options.locale ?? 'es');
  const calls: Call[] = [];
  let inReviews = false;
  /** Records the call (path without `/api`), then answers it. */
  const seen =
    (answer: (query: URLSearchParams, method: string) => Response) =>
    ({ request }: { request: Request }) => {
      const parsed = new URL(request.url);
      calls.push({
        path: parsed.pathname.replace(/^\/api/, ''),
        query: parsed.searchParams,
        method: request.method,
      });
      return answer(parsed.searchParams, request.method);
    };
  const reviewStatus = seen((_query, method) => {
    if (method === 'POST') inReviews = true;
    return HttpResponse.json({ entryId: RUN_ID, inQueue: inReviews });
  });
  server.use(
    http.get('/api/dictionary/seen-words', () => HttpResponse.json({ words: options.seenWords ?? [] })),
    http.get(`/api/reviews/entries/${RUN_ID}`, reviewStatus),
    http.post(`/api/reviews/entries/${RUN_ID}`, reviewStatus),
    http.get(
      '/api/dictionary/search',
      seen((query) => {
        const answer = options.search?.(query) ?? { status: 404, body: { code: 'system.not-found' } };
        return HttpResponse.json(answer.body as object, { status: answer.status ?? 200 });
      }),
    ),
    http.get(
      `/api/dictionary/entries/${RUN_ID}`,
      seen(() => HttpResponse.json(runEntry)),
    ),
  );
  const router = createMemoryRouter(
    [{ path: '/dictionary/:entryId?', Component: options.Component ?? DictionaryPage }],
    {
      initialEntries: [options.url ?? '/dictionary'],
    },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>,
  );
  return { calls, router };
}

const results = (
  items: TDictionaryHit[],
  direction: TDictionarySearchResult['direction'] = 'en-es',
  falseFriends: TDictionarySearchResult['falseFriends'] = [],
) => ({
  body: { items, hasMore: false, direction, falseFriends } satisfies TDictionarySearchResult,
});

describe('the dictionary screen', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });
  beforeEach(() => {
    // jsdom lays nothing out: the list's scroller is given a height and each row one, so that the
    // virtual list has rows in view.
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.getAttribute('role') === 'option' ? 64 : 480;
    });
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(360);
    vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(480);
    vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(360);
  });

  it('has the same texts in Spanish and English', () => {
    expect(Object.keys(dictionaryTexts.en).sort()).toEqual(Object.keys(dictionaryTexts.es).sort());
    for (const text of Object.values(dictionaryTexts.es))
      expect(text).not.toMatch(/\b(tú|tienes|puedes|escribe)\b/i);
  });

  it('focuses one labelled search box, searches after a pause in typing, and shows the results', async () => {
    const { calls } = renderDictionary({
      search: () =>
        results([
          hit(RUN_ID, 'run', { match: 'exact' }),
          hit(RUNNER_ID, 'runner', { partsOfSpeech: ['noun'] }),
        ]),
    });
    const box = screen.getByRole('combobox', { name: 'Buscar una palabra' });
    expect(document.activeElement).toBe(box);
    expect(screen.getByRole('status')?.textContent).toContain('Escriba al menos una letra');
    fireEvent.change(box, { target: { value: 'r' } });
    fireEvent.change(box, { target: { value: 'ru' } });
    fireEvent.change(box, { target: { value: 'run' } });
    const list = await screen.findByRole('listbox', { name: 'Resultados' });
    // One call, for the text once typing paused (500 ms), not one per letter.
    const searches = calls.filter((call) => call.path === '/dictionary/search');
    expect(searches.map((call) => call.query.get('q'))).toEqual(['run']);
    expect(searches[0]?.query.get('dir')).toBe('auto');
    const options = within(list).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      expect.stringContaining('run'),
      expect.stringContaining('runner'),
    ]);
    expect(options[0]?.textContent).toContain('Verbo · correr');
    expect(options[0]?.textContent).toContain('Muy frecuente');
    expect(screen.getByRole('status')?.textContent).toContain('Detectada: Inglés → español');
  });

  it("carries what was typed into the server's box before the app took over into its own box, caret included", () => {
    // The page as the server drew it (decision 0165), typed into: "ga", the caret after the "g".
    const drawn = document.createElement('div');
    drawn.id = 'root';
    drawn.setAttribute('data-server-drawn', '');
    drawn.innerHTML = '<input data-dictionary-box value="">';
    document.body.append(drawn);
    const serverBox = drawn.querySelector('input')!;
    serverBox.value = 'ga';
    /** Drawn after the page: the app's drawing replaces the server's, and a key lands on the old box meanwhile. */
    const Takeover = () => {
      if (serverBox.isConnected) {
        serverBox.value = 'gta';
        serverBox.setSelectionRange(2, 2);
        drawn.remove();
      }
      return null;
    };
    renderDictionary({
      Component: () => (
        <>
          <DictionaryPage />
          <Takeover />
        </>
      ),
    });
    const box = screen.getByRole('combobox', { name: 'Buscar una palabra' }) as HTMLInputElement;
    expect(box.value).toBe('gta');
    expect(document.activeElement).toBe(box);
    expect([box.selectionStart, box.selectionEnd]).toEqual([2, 2]);
  });

  it('starts from the address, not from a box of the app itself', () => {
    renderDictionary({ url: '/dictionary?q=run' });
    expect((screen.getByRole('combobox', { name: 'Buscar una palabra' }) as HTMLInputElement).value).toBe(
      'run',
    );
  });

  it('moves through the results with the arrow keys and opens one with Enter', async () => {
    const { router } = renderDictionary({
      search: () => results([hit(RUN_ID, 'run'), hit(RUNNER_ID, 'runner')]),
    });
    const box = screen.getByRole('combobox');
    fireEvent.change(box, { target: { value: 'run' } });
    await screen.findByRole('listbox');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    const active = box.getAttribute('aria-activedescendant');
    expect(document.getElementById(active ?? '')?.getAttribute('aria-selected')).toBe('true');
    expect(document.getElementById(active ?? '')?.textContent).toContain('run');
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(router.state.location.pathname).toBe(`/dictionary/${RUN_ID}`);
    expect(router.state.location.search).toBe('?q=run');
    // The entry: IPA, senses by part of speech, translations with their tags and links.
    expect(await screen.findByRole('heading', { level: 2, name: 'run' })).toBeTruthy();
    expect(screen.getByText('/ɹʌn/')).toBeTruthy();
    const headings = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['Verbo', 'Sustantivo', 'En las lecciones']);
    // The lessons that teach the word, each a link with its example.
    const lessons = screen.getByRole('region', { name: 'En las lecciones' });
    expect(within(lessons).getByRole('link', { name: 'Rutinas diarias' }).getAttribute('href')).toBe(
      '/lessons/01900000-0000-7000-8000-0000000000c1/01900000-0000-7000-8000-0000000000d1',
    );
    expect(within(lessons).getByText('I run every morning.')).toBeTruthy();
    expect(within(lessons).getByText('Corro cada mañana.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'correr' })?.getAttribute('href')).toBe(
      `/dictionary/${CORRER_ID}?q=run`,
    );
    // The source's tags in Spanish; the grammatical ones from the texts.
    expect(screen.getByText('España')).toBeTruthy();
    expect(screen.getByText('uso estándar en España')).toBeTruthy();
    expect(screen.getByText('pronominal')).toBeTruthy();
    expect(screen.queryByText('Spain')).toBeNull();
    expect(screen.getByText('f')).toBeTruthy();
  });

  it('searches the chosen direction', async () => {
    const { calls } = renderDictionary({ url: '/dictionary?q=casa', search: () => results([], 'es-en') });
    await screen.findByText(/No se encontró ninguna palabra para «casa»/);
    fireEvent.click(screen.getByRole('radio', { name: 'Español → inglés' }));
    await vi.waitFor(() =>
      expect(
        calls.some((call) => call.path === '/dictionary/search' && call.query.get('dir') === 'es-en'),
      ).toBe(true),
    );
  });

  it('shows a translated error with a retry button when the search fails', async () => {
    let failing = true;
    renderDictionary({
      url: '/dictionary?q=run',
      search: () =>
        failing ? { status: 400, body: { code: 'invalid', message: 'x' } } : results([hit(RUN_ID, 'run')]),
    });
    const alert = await screen.findByRole('alert');
    failing = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('listbox')).toBeTruthy();
  });

  it('speaks English to an English speaker, with the license credit and its links', async () => {
    renderDictionary({ locale: 'en', url: `/dictionary/${RUN_ID}` });
    expect(screen.getByRole('combobox', { name: 'Search for a word' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 3, name: 'Verb' })).toBeTruthy();
    expect(screen.getByText('Spain')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'CC BY-SA 3.0' }).getAttribute('href')).toBe(
      'https://creativecommons.org/licenses/by-sa/3.0/',
    );
    expect(screen.getByRole('link', { name: 'English Wiktionary' })?.getAttribute('href')).toBe(
      'https://en.wiktionary.org/',
    );
    expect(screen.getByRole('link', { name: 'authors' })).toBeTruthy();
  });

  it("adds the word to the student's reviews and then says it is there", async () => {
    const { calls } = renderDictionary({ url: `/dictionary/${RUN_ID}` });
    fireEvent.click(await screen.findByRole('button', { name: 'Añadir a mis repasos' }));
    expect(await screen.findByText('En mis repasos')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      `/reviews/entries/${RUN_ID}`,
    ]);
  });

  it('answers "not found" for an address that cannot name an entry, without asking the server', async () => {
    const { calls } = renderDictionary({ url: '/dictionary/undefined' });
    expect((await screen.findByRole('alert')).textContent).toContain('Recurso no encontrado');
    expect(calls.filter((call) => call.path.startsWith('/dictionary/entries'))).toEqual([]);
  });

  const EMBARAZADO_ID = '01900000-0000-7000-8000-000000000004';
  const embarazada = {
    side: 'es' as const,
    en: 'embarrassed',
    enMeaning: 'avergonzado',
    es: 'embarazada',
    esMeaning: 'pregnant',
    source: 'Diccionario de la lengua española (RAE), https://dle.rae.es/embarazada',
  };

  it('flags a false friend from the side searched, with the right word and its source, and the lemma', async () => {
    renderDictionary({
      search: () =>
        results(
          [
            hit(EMBARAZADO_ID, 'embarazado', {
              direction: 'es-en',
              partsOfSpeech: ['adjective'],
              summary: 'pregnant',
              match: 'lemma',
              inflection: { form: 'embarazada', features: ['feminine'] },
            }),
          ],
          'es-en',
          [embarazada],
        ),
      seenWords: [{ key: 'embarazado', side: 'es', lesson: { es: 'La familia', en: 'The family' } }],
    });
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'embarazada' } });
    const flag = await screen.findByRole('note');
    expect(within(flag).getByText('Falso amigo: embarazada ≠ embarrassed')).toBeTruthy();
    expect(flag.textContent).toContain(
      '«embarazada» significa «pregnant» en inglés. «embarrassed» se dice «avergonzado».',
    );
    expect(flag.textContent).toContain(
      'Fuente: Diccionario de la lengua española (RAE), https://dle.rae.es/embarazada',
    );
    const option = within(screen.getByRole('listbox')).getByRole('option');
    expect(option.textContent).toContain('embarazada → embarazado, femenino');
    expect(await within(option).findByText('Vista en la lección «La familia»')).toBeTruthy();
  });

  it('flags the English side in English', async () => {
    renderDictionary({
      locale: 'en',
      search: () =>
        results([hit(RUN_ID, 'embarrassed', { partsOfSpeech: ['adjective'], match: 'exact' })], 'en-es', [
          { ...embarazada, side: 'en' },
        ]),
    });
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'embarrassed' } });
    const flag = await screen.findByRole('note');
    expect(within(flag).getByText('False friend: embarrassed ≠ embarazada')).toBeTruthy();
    expect(flag.textContent).toContain(
      '“embarrassed” means “avergonzado” in Spanish; it is not “embarazada”, which means “pregnant”.',
    );
    expect(within(screen.getByRole('listbox')).queryByTestId('seen-in-lesson')).toBeNull();
  });
});
