import { SPOKEN_AUDIO_BASE, spokenAudioKey, type TReviewCard } from '@puente/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { server } from '../../../test/msw-server';
import { renderWithApp } from '../../../ui/test/render-with-app';
import { resetSpokenAudioKeys } from '../../speech';
import { registerReviewsTexts, reviewsTexts } from '../reviews-texts';
import { ForecastChart } from './forecast-chart';
import { ReviewSession } from './review-session';

const card = (
  id: string,
  en: string,
  es: string,
  direction: TReviewCard['direction'] = 'recall',
): TReviewCard => ({
  id,
  direction,
  en,
  es,
  example: `I like ${en}.`,
  exampleEs: null,
  source: 'lesson',
  state: 0,
  due: '2026-03-02T10:00:00.000Z',
  reps: 0,
  lapses: 0,
  version: 1,
  intervals: { again: 1, hard: 6, good: 10, easy: 8 * 24 * 60 },
  leech: false,
});

const CARDS = [
  card('01900000-0000-7000-8000-000000000001', 'apple', 'manzana'),
  card('01900000-0000-7000-8000-000000000002', 'bread', 'pan'),
];

function stubRatings(answer: (body: { rating: number; version: number }) => Response) {
  const calls: { url: string; body: { rating: number; version: number } }[] = [];
  server.use(
    http.post('/api/reviews/cards/:id/rating', async ({ request }) => {
      const body = (await request.json()) as { rating: number; version: number };
      calls.push({ url: new URL(request.url).pathname, body });
      return answer(body);
    }),
  );
  return calls;
}

const ok = () => HttpResponse.json({ card: CARDS[0], applied: true });

describe('the review session', () => {
  initI18n('es');
  registerReviewsTexts();

  it('has the same texts in Spanish and English', () => {
    expect(Object.keys(reviewsTexts.en).sort()).toEqual(Object.keys(reviewsTexts.es).sort());
  });

  it('shows the front, reveals with Space, shows each interval, and rates with the keys 1–4', async () => {
    const calls = stubRatings(ok);
    const onFinished = vi.fn();
    renderWithApp(<ReviewSession cards={CARDS} onFinished={onFinished} onChanged={vi.fn()} />, 'es');
    expect(screen.getByText('apple')).toBeTruthy();
    expect(screen.queryByText('manzana')).toBeNull();
    expect(screen.getByText('Tarjeta 1 de 2')).toBeTruthy();
    // The ratings are not offered before the answer shows.
    fireEvent.keyDown(window, { key: '3' });
    expect(calls).toEqual([]);
    fireEvent.keyDown(window, { key: ' ', code: 'Space' });
    expect(screen.getByText('manzana')).toBeTruthy();
    expect(
      screen.getByRole('button', { name: /^1\s*Otra vez\s*1 min$/ }).getAttribute('aria-keyshortcuts'),
    ).toBe('1');
    expect(screen.getByRole('button', { name: /^3\s*Bien\s*10 min$/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^4\s*Fácil\s*8 días$/ })).toBeTruthy();
    fireEvent.keyDown(window, { key: '3' });
    await screen.findByText('Tarjeta 2 de 2');
    expect(calls[0]).toMatchObject({ body: { rating: 3, version: 1 } });
    expect(calls[0]!.url).toContain(`/reviews/cards/${CARDS[0]!.id}/rating`);
    // The next card starts hidden again; the button reveals too, and a click rates.
    expect(screen.queryByText('pan')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Mostrar respuesta' }));
    fireEvent.click(screen.getByRole('button', { name: /Otra vez/ }));
    await waitFor(() => expect(onFinished).toHaveBeenCalledTimes(1));
    expect(calls[1]).toMatchObject({ body: { rating: 1, version: 1 } });
  });

  it('reloads when the card was rated differently in another tab', async () => {
    stubRatings(() => HttpResponse.json({ code: 'review.card-changed', message: 'x' }, { status: 409 }));
    const onChanged = vi.fn();
    renderWithApp(<ReviewSession cards={CARDS} onFinished={vi.fn()} onChanged={onChanged} />, 'en');
    fireEvent.keyDown(window, { key: ' ', code: 'Space' });
    fireEvent.keyDown(window, { key: '2' });
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
  });

  it('plays a listening card from its recording and hides the word until the answer shows', async () => {
    resetSpokenAudioKeys();
    server.use(
      http.get(`${SPOKEN_AUDIO_BASE}/index.json`, () => HttpResponse.json([spokenAudioKey('bread')])),
    );
    const played: string[] = [];
    vi.spyOn(window.HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
      played.push(this.src);
      return Promise.resolve();
    });
    const listening = [card('01900000-0000-7000-8000-000000000003', 'bread', 'pan', 'listening')];
    renderWithApp(<ReviewSession cards={listening} onFinished={vi.fn()} onChanged={vi.fn()} />, 'en');
    await waitFor(() => expect(played).toHaveLength(1));
    expect(played[0]).toContain(`${spokenAudioKey('bread')}.mp3`);
    expect(screen.queryByTestId('review-front')).toBeNull();
    fireEvent.keyDown(window, { key: ' ', code: 'Space' });
    expect(screen.getByTestId('review-front').textContent).toBe('bread');
    vi.restoreAllMocks();
    resetSpokenAudioKeys();
  });

  it('shows the word of a listening card that cannot be heard at all', async () => {
    resetSpokenAudioKeys();
    server.use(http.get(`${SPOKEN_AUDIO_BASE}/index.json`, () => HttpResponse.json([])));
    const listening = [card('01900000-0000-7000-8000-000000000004', 'bread', 'pan', 'listening')];
    renderWithApp(<ReviewSession cards={listening} onFinished={vi.fn()} onChanged={vi.fn()} />, 'en');
    expect((await screen.findByTestId('review-front')).textContent).toBe('bread');
    resetSpokenAudioKeys();
  });

  it('draws the 30-day forecast as a labelled chart with a table of its figures', () => {
    const forecast = Array.from({ length: 30 }, (_, day) => ({
      date: new Date(Date.UTC(2026, 2, 2 + day)).toISOString().slice(0, 10),
      count: day % 5,
    }));
    renderWithApp(<ForecastChart forecast={forecast} />, 'en');
    expect(screen.getByRole('img', { name: '30-day forecast' })).toBeTruthy();
    expect(screen.getAllByRole('row')).toHaveLength(31);
    expect(screen.getByRole('row', { name: 'Today 0' })).toBeTruthy();
    // Each later day says how far off it is, in words of the reader's language.
    expect(screen.getByRole('row', { name: 'Mar 3 (in 1 day) 1' })).toBeTruthy();
    expect(screen.getByRole('row', { name: 'Mar 5 (in 3 days) 3' })).toBeTruthy();
  });
});
