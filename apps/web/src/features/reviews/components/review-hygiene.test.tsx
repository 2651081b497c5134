import type { TReviewCard, TReviewStats, TSuspendedCard } from '@puente/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { server } from '../../../test/msw-server';
import { renderWithApp } from '../../../ui/test/render-with-app';
import { registerReviewsTexts } from '../reviews-texts';
import ReviewsPage from '../routes/reviews-page';
import { ReviewSession } from './review-session';

const DAY = 24 * 60;

const card = (id: string, en: string, es: string, version = 1): TReviewCard => ({
  id: `01900000-0000-7000-8000-00000000000${id}`,
  direction: 'recall',
  en,
  es,
  example: null,
  exampleEs: null,
  source: 'lesson',
  state: 0,
  due: '2026-03-02T10:00:00.000Z',
  reps: 0,
  lapses: 0,
  version,
  intervals: { again: 1, hard: 6, good: 10, easy: 42 * DAY },
  leech: false,
});

const APPLE = card('1', 'apple', 'manzana');
const BREAD = card('2', 'bread', 'pan');

type Body = { rating: number; version: number; practice?: boolean };

function stubApi() {
  const ratings: { id: string; body: Body }[] = [];
  const undos: { id: string; body: { version: number } }[] = [];
  server.use(
    http.post('/api/reviews/cards/:id/rating', async ({ request, params }) => {
      const body = (await request.json()) as Body;
      ratings.push({ id: String(params.id), body });
      const rated = [APPLE, BREAD].find((c) => c.id === params.id)!;
      return HttpResponse.json({
        card: { ...rated, version: body.practice ? rated.version : rated.version + 1 },
        applied: !body.practice,
      });
    }),
    http.post('/api/reviews/cards/:id/undo', async ({ request, params }) => {
      const body = (await request.json()) as { version: number };
      undos.push({ id: String(params.id), body });
      const rated = [APPLE, BREAD].find((c) => c.id === params.id)!;
      return HttpResponse.json({ card: rated, rating: ratings.at(-1)!.body.rating });
    }),
  );
  return { ratings, undos };
}

const reveal = () => fireEvent.keyDown(window, { key: ' ', code: 'Space' });

describe('review hygiene on screen', () => {
  initI18n('es');
  registerReviewsTexts();

  it('undoes the last rating with Z: the card comes back as it was, and the server is told its version', async () => {
    const { ratings, undos } = stubApi();
    const onUndone = vi.fn();
    renderWithApp(
      <ReviewSession cards={[APPLE, BREAD]} onFinished={vi.fn()} onChanged={vi.fn()} onUndone={onUndone} />,
      'es',
    );
    expect(screen.queryByRole('button', { name: /Deshacer/ })).toBeNull();
    reveal();
    fireEvent.keyDown(window, { key: '3' });
    await screen.findByText('Tarjeta 2 de 2');
    expect(screen.getByRole('button', { name: /^Z\s*Deshacer «Bien» en apple$/ })).toBeTruthy();
    fireEvent.keyDown(window, { key: 'z' });
    await screen.findByText('Tarjeta 1 de 2');
    expect(undos).toEqual([{ id: APPLE.id, body: { version: 2 } }]);
    expect(onUndone).toHaveBeenCalledWith(3);
    expect(screen.getByTestId('review-front').textContent).toBe('apple');
    // The answer is hidden again, and there is nothing more to undo.
    expect(screen.queryByText('manzana')).toBeNull();
    expect(screen.queryByRole('button', { name: /Deshacer/ })).toBeNull();
    expect(ratings).toHaveLength(1);
  });

  it('compares a typed answer, shows what was wrong and rates with the suggestion', async () => {
    const { ratings } = stubApi();
    renderWithApp(<ReviewSession cards={[APPLE, BREAD]} onFinished={vi.fn()} onChanged={vi.fn()} />, 'es');
    fireEvent.click(screen.getByRole('button', { name: 'Escribir la respuesta' }));
    fireEvent.change(screen.getByLabelText('Su respuesta'), { target: { value: 'mansana' } });
    fireEvent.click(screen.getByRole('button', { name: 'Comprobar' }));
    const result = await screen.findByTestId('typed-result');
    expect(within(result).getByText('Casi: tiene una errata.')).toBeTruthy();
    const diff = screen.getByTestId('typed-diff');
    // What was typed against the answer: "s" struck out as extra, "z" marked as missing (and said so).
    expect(diff.querySelector('del')?.textContent).toBe('s');
    expect(diff.querySelector('ins')?.textContent).toBe('z');
    expect(diff.textContent).toContain('man');
    expect(within(diff).getByText('(sobra «s»)')).toBeTruthy();
    expect(within(diff).getByText('(falta «z»)')).toBeTruthy();
    expect(within(result).getByText('Calificación sugerida: Difícil')).toBeTruthy();
    // The answer shows as well, and Enter accepts the suggestion.
    expect(screen.getByText('manzana')).toBeTruthy();
    fireEvent.keyDown(window, { key: 'Enter' });
    await screen.findByText('Tarjeta 2 de 2');
    expect(ratings[0]).toEqual({ id: APPLE.id, body: { rating: 2, version: 1 } });
  });

  it('practises without rescheduling: no intervals, nothing to undo, the server told it is practice', async () => {
    const { ratings } = stubApi();
    renderWithApp(
      <ReviewSession cards={[APPLE, BREAD]} onFinished={vi.fn()} onChanged={vi.fn()} practice />,
      'en',
    );
    reveal();
    expect(screen.getByRole('button', { name: /^3\s*Good$/ })).toBeTruthy();
    fireEvent.keyDown(window, { key: '3' });
    await screen.findByText('Card 2 of 2');
    expect(ratings[0]!.body).toEqual({ rating: 3, version: 1, practice: true });
    expect(screen.queryByRole('button', { name: /Undo/ })).toBeNull();
  });

  it.each([
    ['es', 'Repasadas hoy', 'Bien', 'La próxima tarjeta vence en 1,4 meses.', '1,4 meses'],
    ['en', 'Reviewed today', 'Good', 'The next card is due in 1.4 months.', '1.4 months'],
  ] as const)(
    'keeps the figures live after each rating and ends with a summary (%s)',
    async (locale, reviewedLabel, good, next, easyInterval) => {
      stubApi();
      let rated = 0;
      const stats = (): TReviewStats => ({
        dueToday: 2 - rated,
        totalCards: 2,
        reviewedToday: rated,
        forecast: [],
        retention: null,
      });
      const nextDue = new Date(Date.now() + 42 * DAY * 60_000 + 60_000).toISOString();
      server.use(
        http.get('/api/reviews/queue', () =>
          HttpResponse.json(
            rated === 0
              ? { cards: [APPLE, BREAD], dueToday: 2, newRemainingToday: 18, nextDue: null }
              : { cards: [], dueToday: 0, newRemainingToday: 18, nextDue },
          ),
        ),
        http.get('/api/reviews/stats', () => HttpResponse.json(stats())),
        http.get('/api/reviews/courses', () => HttpResponse.json([])),
        http.get('/api/reviews/suspended', () => HttpResponse.json([])),
        http.post('/api/reviews/cards/:id/rating', async ({ request, params }) => {
          rated++;
          const body = (await request.json()) as Body;
          const which = params.id === APPLE.id ? APPLE : BREAD;
          return HttpResponse.json({ card: { ...which, version: body.version + 1 }, applied: true });
        }),
      );
      renderWithApp(
        <MemoryRouter>
          <ReviewsPage />
        </MemoryRouter>,
        locale,
      );
      await waitFor(() => expect(screen.getByTestId('reviewed-today').textContent).toBe('0'));
      expect(screen.getByTestId('batch-note').textContent).toContain('2');
      reveal();
      // The interval in the reader's language on the rating button.
      expect(screen.getByRole('button', { name: new RegExp(`4.*${easyInterval}$`) })).toBeTruthy();
      fireEvent.keyDown(window, { key: '3' });
      await waitFor(() => expect(screen.getByTestId('reviewed-today').textContent).toBe('1'));
      expect(screen.getByTestId('due-today').textContent).toBe('1');
      expect(screen.getByText(reviewedLabel)).toBeTruthy();
      reveal();
      fireEvent.keyDown(window, { key: '1' });
      const summary = await screen.findByTestId('session-summary');
      expect(within(summary).getByTestId('summary-3').textContent).toBe('1');
      expect(within(summary).getByTestId('summary-1').textContent).toBe('1');
      expect(within(summary).getByTestId('summary-2').textContent).toBe('0');
      expect(within(summary).getByText(good)).toBeTruthy();
      expect(within(summary).getByTestId('summary-next').textContent).toBe(next);
      await waitFor(() => expect(screen.getByTestId('reviewed-today').textContent).toBe('2'));
    },
  );

  it('lists the suspended cards with a way back', async () => {
    const leech: TSuspendedCard = {
      id: APPLE.id,
      direction: 'recall',
      en: 'apple',
      es: 'manzana',
      leech: true,
      fails: 8,
      suspendedAt: '2026-03-02T10:00:00.000Z',
    };
    const unsuspended: string[] = [];
    server.use(
      http.get('/api/reviews/queue', () =>
        HttpResponse.json({ cards: [], dueToday: 0, newRemainingToday: 20, nextDue: null }),
      ),
      http.get('/api/reviews/stats', () =>
        HttpResponse.json({ dueToday: 0, totalCards: 1, reviewedToday: 0, forecast: [], retention: null }),
      ),
      http.get('/api/reviews/courses', () => HttpResponse.json([])),
      http.get('/api/reviews/suspended', () => HttpResponse.json(unsuspended.length ? [] : [leech])),
      http.post('/api/reviews/cards/:id/unsuspend', ({ params }) => {
        unsuspended.push(String(params.id));
        return HttpResponse.json([]);
      }),
    );
    renderWithApp(
      <MemoryRouter>
        <ReviewsPage />
      </MemoryRouter>,
      'es',
    );
    const list = await screen.findByTestId('suspended-cards');
    expect(within(list).getByText('Difícil de recordar')).toBeTruthy();
    expect(within(list).getByText('Fallada 8 veces')).toBeTruthy();
    fireEvent.click(within(list).getByRole('button', { name: 'Reactivar apple' }));
    await waitFor(() => expect(screen.queryByTestId('suspended-cards')).toBeNull());
    expect(unsuspended).toEqual([APPLE.id]);
  });
});
