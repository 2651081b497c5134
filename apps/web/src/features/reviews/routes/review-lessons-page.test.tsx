import type { TReviewCard } from '@puente/shared';
import { fireEvent, screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { server } from '../../../test/msw-server';
import { renderWithApp } from '../../../ui/test/render-with-app';
import { registerReviewsTexts } from '../reviews-texts';
import ReviewLessonsPage from './review-lessons-page';

const COURSE = '01900000-0000-7000-8000-0000000000c1';
const LESSON = '01900000-0000-7000-8000-0000000000a1';

const card = (n: number, en: string, es: string): TReviewCard => ({
  id: `01900000-0000-7000-8000-00000000000${n}`,
  direction: 'recall',
  en,
  es,
  example: null,
  exampleEs: null,
  source: 'lesson',
  state: 2,
  due: '2026-03-02T10:00:00.000Z',
  reps: 3,
  lapses: 0,
  version: 4,
  intervals: { again: 10, hard: 3 * 24 * 60, good: 9 * 24 * 60, easy: 20 * 24 * 60 },
  leech: false,
});

describe('a review lesson', () => {
  initI18n('es');
  registerReviewsTexts();

  it('practises without rescheduling by default, and reschedules once the student turns it on', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.get('/api/reviews/courses/:id', () =>
        HttpResponse.json({
          courseId: COURSE,
          title: { es: 'Inglés básico', en: 'Basic English' },
          lessons: [{ kind: 'lesson', id: LESSON, title: { es: 'Saludos', en: 'Greetings' }, wordCount: 2 }],
        }),
      ),
      http.post('/api/reviews/lessons/:kind/:id/session', () =>
        HttpResponse.json({
          title: { es: 'Saludos', en: 'Greetings' },
          cards: [card(1, 'hello', 'hola'), card(2, 'goodbye', 'adiós')],
        }),
      ),
      http.post('/api/reviews/cards/:id/rating', async ({ request }) => {
        const body = (await request.json()) as { practice?: boolean };
        bodies.push(body);
        return HttpResponse.json({ card: card(1, 'hello', 'hola'), applied: !body.practice });
      }),
    );
    renderWithApp(
      <MemoryRouter initialEntries={[`/review-lessons/${COURSE}`]}>
        <Routes>
          <Route path="/review-lessons/:courseId" element={<ReviewLessonsPage />} />
        </Routes>
      </MemoryRouter>,
      'es',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Repasar: Saludos' }));
    const reschedule = await screen.findByRole('switch', { name: /Reprogramar mis repasos/ });
    expect((reschedule as HTMLInputElement).checked).toBe(false);
    fireEvent.keyDown(window, { key: ' ', code: 'Space' });
    // Practice: the buttons show no interval (nothing is rescheduled).
    expect(screen.getByRole('button', { name: /^3\s*Bien$/ })).toBeTruthy();
    fireEvent.keyDown(window, { key: '3' });
    await screen.findByText('Tarjeta 2 de 2');
    expect(bodies).toEqual([{ rating: 3, version: 4, practice: true }]);
    fireEvent.click(reschedule);
    fireEvent.keyDown(window, { key: ' ', code: 'Space' });
    expect(screen.getByRole('button', { name: /^3\s*Bien\s*9 días$/ })).toBeTruthy();
    fireEvent.keyDown(window, { key: '3' });
    await screen.findByText('¡Sesión terminada!');
    expect(bodies[1]).toEqual({ rating: 3, version: 4 });
  });
});
