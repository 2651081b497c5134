import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../../../lib/i18n';
import { server } from '../../../test/msw-server';
import { renderWithApp } from '../../../ui/test/render-with-app';
import { lessonView } from '../test/lesson-view';
import { LessonFooter } from './lesson-footer';

const routed = (ui: ReactNode) => <MemoryRouter>{ui}</MemoryRouter>;

const exercise = (id: string, bestScore: number | null) => ({
  id,
  courseId: '0196b3a2-0000-7000-8000-0000000000e1',
  chapterId: '0196b3a2-0000-7000-8000-0000000000c1',
  position: 1,
  type: 'single-choice' as const,
  prompt: 'Elija',
  promptEn: null,
  status: bestScore === null ? ('not-started' as const) : ('attempted' as const),
  bestScore,
  attempts: bestScore === null ? 0 : 1,
});

const lesson = lessonView;

describe('the lesson footer', () => {
  it('keeps "Marcar como completada" off while the exercises are not passed, and says why', async () => {
    const completions: string[] = [];
    server.use(
      http.post('/api/chapters/:id/complete', ({ params }) => {
        completions.push(String(params.id));
        return HttpResponse.json({});
      }),
    );
    renderWithApp(
      routed(
        <LessonFooter lesson={lesson({ exercises: [exercise('a', 100), exercise('b', null)], score: 50 })} />,
      ),
      'es',
    );
    expect(screen.getByTestId('lesson-score').textContent).toBe(
      'Su puntuación en los ejercicios: 50 % (la lección se completa con un 80 %)',
    );
    const button = screen.getByRole('button', { name: 'Marcar como completada' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    const reason = document.getElementById(button.getAttribute('aria-describedby') ?? '');
    expect(reason?.textContent).toBe(
      'Para completar la lección, supere sus ejercicios: necesita un 80 % y lleva un 50 %.',
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(completions).toEqual([]);
  });

  it('completes the lesson by itself once the score reaches the pass percent', async () => {
    const completions: string[] = [];
    server.use(
      http.post('/api/chapters/:id/complete', ({ params }) => {
        completions.push(String(params.id));
        return HttpResponse.json({});
      }),
    );
    renderWithApp(
      routed(
        <LessonFooter lesson={lesson({ exercises: [exercise('a', 100), exercise('b', 80)], score: 90 })} />,
      ),
      'en',
    );
    expect(screen.getByTestId('lesson-score').textContent).toBe(
      'Your exercise score: 90% (the lesson is completed at 80%)',
    );
    await waitFor(() => expect(completions).toEqual(['0196b3a2-0000-7000-8000-0000000000c1']));
  });

  it('a lesson without exercises is completed by hand, as before', async () => {
    const completions: string[] = [];
    server.use(
      http.post('/api/chapters/:id/complete', ({ params }) => {
        completions.push(String(params.id));
        return HttpResponse.json({});
      }),
    );
    renderWithApp(routed(<LessonFooter lesson={lesson({})} />), 'es');
    expect(screen.queryByTestId('lesson-score')).toBeNull();
    const button = screen.getByRole('button', { name: 'Marcar como completada' });
    expect((button as HTMLButtonElement).disabled).toBe(false);
    button.click();
    await waitFor(() => expect(completions).toHaveLength(1));
  });

  it('is drawn by the server with "Marcar como completada" disabled, a button no click could reach yet', () => {
    initI18n('es');
    const html = renderToString(
      <I18nextProvider i18n={i18n}>
        <MantineProvider>
          <QueryClientProvider client={new QueryClient()}>
            {routed(<LessonFooter lesson={lesson({})} />)}
          </QueryClientProvider>
        </MantineProvider>
      </I18nextProvider>,
    );
    const drawn = document.createElement('div');
    drawn.innerHTML = html;
    const button = [...drawn.querySelectorAll('button')].find(
      (b) => b.textContent === 'Marcar como completada',
    );
    expect(button?.disabled).toBe(true);
  });
});
