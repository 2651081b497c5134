import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { anonymousState, useSession } from '../../../lib/session/session-store';
import { server } from '../../../test/msw-server';
import { renderWithApp } from '../../../ui/test/render-with-app';
import StudentDay from './student-day';

const COURSE = '01900000-0000-7000-8000-000000000001';
const LESSON = '01900000-0000-7000-8000-000000000002';
const HABIT = { goalMinutes: 10, minutesToday: 4, goalMet: false, streakDays: 3, freezeAvailable: true };

function renderDay(body: unknown, locale: 'es' | 'en') {
  const calls: string[] = [];
  server.use(
    http.get('/api/my-day', ({ request }) => {
      const address = new URL(request.url);
      calls.push(address.pathname + address.search);
      return HttpResponse.json(body as Record<string, unknown>);
    }),
  );
  const router = createMemoryRouter([
    { path: '/', Component: StudentDay },
    { path: '/welcome', element: <h1>Bienvenida</h1> },
  ]);
  renderWithApp(<RouterProvider router={router} />, locale);
  return calls;
}

describe("the student's day", () => {
  afterEach(() => {
    useSession.setState(anonymousState, true);
  });

  it('offers the lesson to continue, the reviews due with a start button, the minutes and the next payment', async () => {
    useSession.setState({
      payEnabled: true,
      identity: { ...anonymousState.identity, nextPaymentDate: '2026-11-29' },
    });
    const calls = renderDay(
      {
        resume: {
          courseId: COURSE,
          chapterId: LESSON,
          courseTitle: { es: 'Inglés básico (A1)', en: 'Basic English (A1)' },
          chapterTitle: { es: 'Saludos', en: 'Greetings' },
        },
        reviewsDue: 12,
        minutesThisWeek: 35,
        habit: HABIT,
        onboardingPending: false,
      },
      'es',
    );
    expect(await screen.findByText('Saludos')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continuar' }).getAttribute('href')).toBe(
      `/lessons/${COURSE}/${LESSON}`,
    );
    expect(screen.getByText('12 tarjetas')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Empezar' }).getAttribute('href')).toBe('/reviews');
    expect(screen.getByText('35 minutos de estudio')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver mi progreso' }).getAttribute('href')).toBe('/progress');
    // Today's goal and the streak.
    expect(screen.getByTestId('day-goal').textContent).toBe('4 de 10 minutos');
    expect(screen.getByTestId('day-streak').textContent).toBe(
      'Racha: 3 días · protección semanal disponible',
    );
    expect(screen.getByText('29 de noviembre de 2026')).toBeTruthy();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toContain('/api/my-day');
  });

  it('says when nothing is due and no lesson was started, without a payment card when payment is off', async () => {
    renderDay(
      {
        resume: null,
        reviewsDue: 0,
        minutesThisWeek: 1,
        habit: { goalMinutes: 5, minutesToday: 7, goalMet: true, streakDays: 1, freezeAvailable: false },
        onboardingPending: false,
      },
      'en',
    );
    expect(await screen.findByText('Nothing due today.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse courses' }).getAttribute('href')).toBe('/courses');
    expect(screen.queryByRole('link', { name: 'Start' })).toBeNull();
    expect(screen.getByText('1 minute studied')).toBeTruthy();
    expect(screen.queryByText('Next payment')).toBeNull();
    expect(screen.getByTestId('day-goal').textContent).toBe('5 of 5 minutes');
    expect(screen.getByTestId('day-streak').textContent).toBe('Streak: 1 day · weekly freeze used');
  });

  it('sends a student not onboarded yet to the placement test and goal', async () => {
    const body = { resume: null, reviewsDue: 0, minutesThisWeek: 0, habit: HABIT, onboardingPending: true };
    renderDay(body, 'es');
    expect(await screen.findByRole('heading', { name: 'Bienvenida' })).toBeTruthy();
  });

  it('keeps an administrator acting as a new student on home', async () => {
    useSession.setState({ identity: { ...anonymousState.identity, impersonator: 'Ada Admin' } });
    renderDay(
      { resume: null, reviewsDue: 0, minutesThisWeek: 0, habit: HABIT, onboardingPending: true },
      'en',
    );
    expect(await screen.findByText('Nothing due today.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Bienvenida' })).toBeNull();
  });
});
