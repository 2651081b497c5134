import { fireEvent, screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { server } from '../../../test/msw-server';
import { renderWithApp } from '../../../ui/test/render-with-app';
import WelcomePage from './welcome-page';

const COURSE = '01900000-0000-7000-8000-0000000000c1';
const LESSON = '01900000-0000-7000-8000-0000000000a1';
const recommendation = {
  courseId: COURSE,
  chapterId: LESSON,
  level: 'A2',
  courseTitle: { es: 'Inglés pre-intermedio (A2)', en: 'Pre-intermediate English (A2)' },
  chapterTitle: { es: 'Viajes', en: 'Travel' },
};
const question = (id: string, sentence: string) => ({
  id,
  sentence,
  hint: id === 'q1' ? 'Tengo veinte años.' : null,
  options: ['have', 'am', 'has'],
});

function renderWelcome(onboarding: Record<string, unknown>, locale: 'es' | 'en') {
  server.use(http.get('/api/onboarding', () => HttpResponse.json(onboarding)));
  renderWithApp(
    <MemoryRouter initialEntries={['/welcome']}>
      <Routes>
        <Route path="/welcome" element={<WelcomePage />} />
        <Route path="/" element={<h1>Inicio</h1>} />
        <Route path="/lessons/:courseId/:chapterId" element={<h1>Lección abierta</h1>} />
      </Routes>
    </MemoryRouter>,
    locale,
  );
}

const pending = { pending: true, placementLevel: null, recommendation: null, dailyGoalMinutes: 10 };

describe('the onboarding', () => {
  it('asks the placement questions one by one with the answers so far, then the goal opens the lesson', {
    timeout: 40_000,
  }, async () => {
    const placementBodies: unknown[] = [];
    let goalBody: unknown = null;
    server.use(
      http.post('/api/onboarding/placement', async ({ request }) => {
        const body = (await request.json()) as { answers: unknown[] };
        placementBodies.push(body);
        if (body.answers.length === 0)
          return HttpResponse.json({
            done: false,
            number: 1,
            total: 12,
            question: question('q1', 'I ___ twenty.'),
          });
        if (body.answers.length === 1)
          return HttpResponse.json({
            done: false,
            number: 2,
            total: 12,
            question: question('q2', 'She ___ here.'),
          });
        return HttpResponse.json({ done: true, level: 'A2', recommendation });
      }),
      http.put('/api/onboarding/goal', async ({ request }) => {
        goalBody = await request.json();
        return HttpResponse.json({ ...pending, pending: false, placementLevel: 'A2', recommendation });
      }),
    );
    renderWelcome(pending, 'es');
    expect(await screen.findByText('Pregunta 1 de 12')).toBeTruthy();
    expect(screen.getByText('Pista: Tengo veinte años.')).toBeTruthy();
    const next = screen.getByRole('button', { name: 'Siguiente' });
    expect((next as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'am' }));
    fireEvent.click(next);
    expect(await screen.findByText('Pregunta 2 de 12')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'has' }));
    fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByRole('heading', { name: 'Su nivel: A2' })).toBeTruthy();
    expect(screen.getByText(/«Viajes» del curso «Inglés pre-intermedio \(A2\)»/)).toBeTruthy();
    expect(placementBodies).toEqual([
      { answers: [] },
      { answers: [{ questionId: 'q1', choice: 1 }] },
      {
        answers: [
          { questionId: 'q1', choice: 1 },
          { questionId: 'q2', choice: 2 },
        ],
      },
    ]);
    fireEvent.click(screen.getByRole('radio', { name: /20 minutos al día/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Empezar la lección' }));
    expect(await screen.findByRole('heading', { name: 'Lección abierta' })).toBeTruthy();
    expect(goalBody).toEqual({ minutes: 20 });
  });

  it('goes on at the goal after a reload once placed, and "Skip" goes home', async () => {
    let skipped = 0;
    server.use(
      http.post('/api/onboarding/skip', () => {
        skipped += 1;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderWelcome({ ...pending, placementLevel: 'B1', recommendation: null }, 'en');
    expect(await screen.findByRole('heading', { name: 'Your level: B1' })).toBeTruthy();
    expect(screen.getByText('Your school has no published courses yet: we will take you home.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Skip' }));
    expect(await screen.findByRole('heading', { name: 'Inicio' })).toBeTruthy();
    expect(skipped).toBe(1);
  });

  it('sends a student already onboarded home', async () => {
    renderWelcome({ ...pending, pending: false }, 'es');
    expect(await screen.findByRole('heading', { name: 'Inicio' })).toBeTruthy();
  });
});
