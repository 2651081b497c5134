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

function renderDay(body: unknown, locale: 'es' | 'en') {
  const calls: string[] = [];
  server.use(
    http.get('/api/my-day', ({ request }) => {
      const address = new URL(request.url);
      calls.push(address.pathname + address.search);
      return HttpResponse.json(body as Record<string, unknown>);
    }),
  );
  const router = createMemoryRouter([{ path: '/', Component: StudentDay }]);
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
    expect(screen.getByText('29 de noviembre de 2026')).toBeTruthy();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toContain('/api/my-day');
  });

  it('says when nothing is due and no lesson was started, without a payment card when payment is off', async () => {
    renderDay({ resume: null, reviewsDue: 0, minutesThisWeek: 1 }, 'en');
    expect(await screen.findByText('Nothing due today.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse courses' }).getAttribute('href')).toBe('/courses');
    expect(screen.queryByRole('link', { name: 'Start' })).toBeNull();
    expect(screen.getByText('1 minute studied')).toBeTruthy();
    expect(screen.queryByText('Next payment')).toBeNull();
  });
});
