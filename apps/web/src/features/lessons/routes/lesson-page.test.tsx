import type { TExerciseSummary } from '@puente/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetFirstReads, seedFirstRead } from '../../../lib/early-read';
import { server } from '../../../test/msw-server';
import { fakeIntersectionObserver } from '../../../ui/test/fake-intersection-observer';
import { renderWithApp } from '../../../ui/test/render-with-app';
import { lessonView } from '../test/lesson-view';
import LessonPage from './lesson-page';

/** How many times the lesson's explanation was drawn: the real one, counted. */
const bodyDrawn = vi.hoisted(() => ({ count: 0 }));
vi.mock('../components/lesson-body', async (importOriginal) => {
  const real = await importOriginal<typeof import('../components/lesson-body')>();
  return {
    LessonBody: (props: { body: string }) => {
      bodyDrawn.count += 1;
      return <real.LessonBody {...props} />;
    },
  };
});

const courseId = '0196b3a2-0000-7000-8000-0000000000e1';
const chapterId = '0196b3a2-0000-7000-8000-0000000000c1';

const lesson = lessonView({ id: chapterId, courseId, body: 'Hello se dice al saludar.' });

/** An exercise of the lesson as its read lists it, not yet tried unless told. */
const summary = (
  id: string,
  position: number,
  standing: Partial<TExerciseSummary> = {},
): TExerciseSummary => ({
  id,
  courseId,
  chapterId,
  position,
  type: 'single-choice',
  prompt: `Pregunta ${position}`,
  promptEn: null,
  status: 'not-started',
  bestScore: null,
  attempts: 0,
  ...standing,
});

/** The lesson page at its address, in Spanish unless told. */
function renderLessonPage(locale: 'es' | 'en' = 'es') {
  renderWithApp(
    <MemoryRouter initialEntries={[`/lessons/${courseId}/${chapterId}`]}>
      <Routes>
        <Route path="/lessons/:courseId/:chapterId" element={<LessonPage />} />
      </Routes>
    </MemoryRouter>,
    locale,
  );
}

afterEach(() => {
  forgetFirstReads();
  vi.unstubAllGlobals();
});

describe('the lesson page', () => {
  it('draws, at its first render, the lesson the server-drawn page carried, with no loader in between', async () => {
    const views: string[] = [];
    server.use(
      http.get('/api/chapters/:id', () => HttpResponse.json(lesson)),
      http.post('/api/chapters/:id/view', ({ params }) => {
        views.push(String(params.id));
        return HttpResponse.json({});
      }),
    );
    seedFirstRead(`/chapters/${chapterId}`, lesson);
    renderLessonPage();
    // Synchronously: no loader, no second drawing a moment later.
    expect(screen.getByRole('heading', { level: 1, name: /Saludos/ })).toBeTruthy();
    expect(screen.getByText('Hello se dice al saludar.')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    // The visit is still recorded.
    await waitFor(() => expect(views).toEqual([chapterId]));
  });

  it('records the visit without drawing the lesson again', async () => {
    let answerView: () => void = () => undefined;
    const viewed = new Promise<void>((resolve) => {
      answerView = resolve;
    });
    const views: string[] = [];
    server.use(
      http.get('/api/chapters/:id', () => HttpResponse.json(lesson)),
      http.post('/api/chapters/:id/view', async ({ params }) => {
        views.push(String(params.id));
        await viewed;
        return HttpResponse.json({});
      }),
    );
    seedFirstRead(`/chapters/${chapterId}`, lesson);
    renderLessonPage();
    expect(screen.getByText('Hello se dice al saludar.')).toBeTruthy();
    // The call is sent (its state: sending), then answered (sent): the lesson is not drawn again for either.
    await waitFor(() => expect(views).toEqual([chapterId]));
    const drawn = bodyDrawn.count;
    answerView();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(bodyDrawn.count).toBe(drawn);
  });

  it('draws a lesson read after the page whole, its words following its explanation, and the next lesson with its own', async () => {
    const nextId = '0196b3a2-0000-7000-8000-0000000000c2';
    const words = (en: string, es: string) => [{ en, es, example: `${en}!` }];
    const lessons: Record<string, ReturnType<typeof lessonView>> = {
      [chapterId]: { ...lesson, vocabulary: words('hello', 'hola'), nextLessonId: nextId },
      [nextId]: lessonView({
        id: nextId,
        courseId,
        position: 2,
        title: { es: 'Despedidas', en: 'Farewells' },
        body: 'Goodbye se dice al irse.',
        vocabulary: words('goodbye', 'adiós'),
        previousLessonId: chapterId,
      }),
    };
    server.use(
      http.get('/api/chapters/:id', ({ params }) => HttpResponse.json(lessons[String(params.id)])),
      http.post('/api/chapters/:id/view', () => HttpResponse.json({})),
    );
    const user = userEvent.setup();
    renderLessonPage();
    expect(await screen.findByText('Hello se dice al saludar.')).toBeTruthy();
    expect(await screen.findByText('hola')).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Siguiente lección' }));
    expect(await screen.findByText('Goodbye se dice al irse.')).toBeTruthy();
    expect(await screen.findByText('adiós')).toBeTruthy();
    expect(screen.queryByText('hola')).toBeNull();
  });

  it('reads and draws each exercise only when the student scrolls near it, keeping its place until then', async () => {
    const { reach } = fakeIntersectionObserver();
    const exercises = [
      summary('0196b3a2-0000-7000-8000-0000000000a1', 1),
      summary('0196b3a2-0000-7000-8000-0000000000a2', 2),
    ];
    const read: string[] = [];
    server.use(
      http.get('/api/exercises/:id', ({ params }) => {
        read.push(String(params.id));
        return HttpResponse.json({ code: 'NOT_FOUND' }, { status: 404 });
      }),
      http.get('/api/chapters/:id', () => HttpResponse.json({ ...lesson, exercises })),
      http.post('/api/chapters/:id/view', () => HttpResponse.json({})),
    );
    seedFirstRead(`/chapters/${chapterId}`, { ...lesson, exercises });
    renderLessonPage();
    expect(screen.getByRole('heading', { name: 'Ejercicios de la lección' })).toBeTruthy();
    expect(screen.getAllByTestId('lesson-exercise')).toHaveLength(2);
    // Far from the screen: nothing read yet.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(read).toEqual([]);
    reach(true);
    await waitFor(() => expect([...read].sort()).toEqual(exercises.map((exercise) => exercise.id)));
  });

  it.each([
    [
      'es',
      'Correcto',
      'Mejor puntuación: 100 % (2 intentos)',
      'Intentado',
      'Mejor puntuación: 40 % (1 intento)',
    ],
    ['en', 'Correct', 'Best score: 100 % (2 attempts)', 'Attempted', 'Best score: 40 % (1 attempt)'],
  ] as const)(
    '%s: shows where the student stands on each exercise tried, before it is drawn',
    async (locale, ...texts) => {
      const [correct, correctScore, attempted, attemptedScore] = texts;
      fakeIntersectionObserver();
      const exercises = [
        summary('0196b3a2-0000-7000-8000-0000000000a1', 1, {
          status: 'correct',
          bestScore: 100,
          attempts: 2,
        }),
        summary('0196b3a2-0000-7000-8000-0000000000a2', 2, {
          status: 'attempted',
          bestScore: 40,
          attempts: 1,
        }),
        summary('0196b3a2-0000-7000-8000-0000000000a3', 3),
      ];
      server.use(
        http.get('/api/chapters/:id', () => HttpResponse.json({ ...lesson, exercises })),
        http.post('/api/chapters/:id/view', () => HttpResponse.json({})),
      );
      seedFirstRead(`/chapters/${chapterId}`, { ...lesson, exercises });
      renderLessonPage(locale);
      // Shown with the lesson, while the exercises themselves are not drawn yet; none for the one not tried.
      const standings = screen.getAllByTestId('exercise-standing');
      expect(standings.map((standing) => standing.textContent)).toEqual([
        `${correct}${correctScore}`,
        `${attempted}${attemptedScore}`,
      ]);
      expect(screen.getAllByTestId('lesson-exercise')).toHaveLength(3);
    },
  );
});
