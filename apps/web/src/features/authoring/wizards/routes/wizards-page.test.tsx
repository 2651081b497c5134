import type { TWizardsSummary } from '@puente/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { server } from '../../../../test/msw-server';
import { renderWithApp } from '../../../../ui/test/render-with-app';
import WizardsPage from './wizards-page';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const change = (id: number, name: string, minutes: number, who: string | null, deleted = false) => ({
  id: `0190c000-0000-7000-8000-00000000000${id}`,
  name: { es: name, en: `${name} (en)` },
  updatedAt: minutesAgo(minutes),
  updatedBy: who ? { id: '0190d000-0000-7000-8000-000000000001', name: who } : null,
  deleted,
});

const summary: TWizardsSummary = {
  resources: [
    {
      resource: 'courses',
      count: 2,
      recent: [change(1, 'Inglés A1', 5, 'Ana Admin'), change(2, 'Inglés A2', 90, null)],
    },
    { resource: 'chapters', count: 12, recent: [] },
    { resource: 'video-lessons', count: 1, recent: [change(5, 'Saludos en video', 20, 'Ana Admin')] },
    { resource: 'audio-lessons', count: 7, recent: [] },
    {
      resource: 'exercises',
      count: 40,
      recent: [change(3, 'Elija la palabra', 3 * 24 * 60, 'Pablo Profesor')],
    },
    { resource: 'exams', count: 1, recent: [change(4, 'Examen A1', 10, 'Ana Admin', true)] },
    { resource: 'carousels', count: 6, recent: [] },
    { resource: 'review-lessons', count: 0, recent: [] },
  ],
};

function serve(answer: () => Response) {
  const calls: string[] = [];
  server.use(
    http.get('/api/wizards/summary', ({ request }) => {
      const address = new URL(request.url);
      calls.push(address.pathname + address.search);
      return answer();
    }),
  );
  return calls;
}

const card = (name: string) => screen.getByRole('article', { name });

describe('the wizards hub', { timeout: 20_000 }, () => {
  it('lists each wizard with its counts and latest changes (who, how long ago), linking to it', async () => {
    const calls = serve(() => HttpResponse.json(summary));
    renderWithApp(
      <MemoryRouter>
        <WizardsPage />
      </MemoryRouter>,
      'es',
    );
    expect(await screen.findAllByTestId('wizard-card')).toHaveLength(9);
    expect(calls).toEqual(['/api/wizards/summary']);
    const course = card('Curso');
    expect(within(course).getByRole('link', { name: 'Curso' }).getAttribute('href')).toBe('/course-wizard');
    expect(within(course).getByText('2 cursos')).toBeTruthy();
    const changes = within(course)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(changes).toEqual(['Inglés A1Ana Admin · hace 5 minutos', 'Inglés A2Importado · hace 1 hora']);
    // The exercise wizard shows exercises and exams, the latest change first, a deleted one marked.
    const exercise = card('Ejercicio');
    expect(within(exercise).getByText('40 ejercicios')).toBeTruthy();
    expect(within(exercise).getByText('1 examen')).toBeTruthy();
    expect(
      within(exercise)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Examen A1EliminadoAna Admin · hace 10 minutos',
      'Elija la palabraPablo Profesor · hace 3 días',
    ]);
    // The video and audio wizards count their own kind of lesson, not every lesson.
    const video = card('Video');
    expect(within(video).getByRole('link', { name: 'Video' }).getAttribute('href')).toBe('/video-wizard');
    expect(within(video).getByText('1 lección de video')).toBeTruthy();
    expect(within(video).queryByText('12 lecciones')).toBeNull();
    expect(
      within(video)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Saludos en videoAna Admin · hace 20 minutos']);
    const audio = card('Audio');
    expect(within(audio).getByText('7 lecciones de audio')).toBeTruthy();
    expect(within(audio).getByText('Todavía no hay cambios.')).toBeTruthy();
    expect(within(card('Carrusel')).getByText('6 espacios ocupados')).toBeTruthy();
    expect(within(card('Repaso')).getByText('Todavía no hay cambios.')).toBeTruthy();
    expect(within(card('Carrusel')).getByRole('link', { name: 'Carrusel' }).getAttribute('href')).toBe(
      '/carousel-wizard',
    );
    // The dictionary wizards, with their own counts.
    expect(
      within(card('Palabras del diccionario'))
        .getByRole('link', { name: 'Palabras del diccionario' })
        .getAttribute('href'),
    ).toBe('/dictionary-word-wizard');
    expect(within(card('Frases y modismos')).getByText('Todavía no hay cambios.')).toBeTruthy();
  });

  it('shows names and times in English', async () => {
    serve(() => HttpResponse.json(summary));
    renderWithApp(
      <MemoryRouter>
        <WizardsPage />
      </MemoryRouter>,
      'en',
    );
    await screen.findAllByTestId('wizard-card');
    expect(within(card('Course')).getAllByRole('listitem')[0]?.textContent).toBe(
      'Inglés A1 (en)Ana Admin · 5 minutes ago',
    );
    expect(within(card('Review')).getByText('0 reviews')).toBeTruthy();
    expect(within(card('Video')).getByText('1 video lesson')).toBeTruthy();
    expect(within(card('Audio')).getByText('7 audio lessons')).toBeTruthy();
  });

  it('says when the summary cannot be read, and tries again', async () => {
    let fail = true;
    serve(() =>
      fail
        ? HttpResponse.json({ code: 'system.exception', message: 'x' }, { status: 500 })
        : HttpResponse.json(summary),
    );
    renderWithApp(
      <MemoryRouter>
        <WizardsPage />
      </MemoryRouter>,
      'en',
    );
    const retry = await screen.findByRole('button', { name: /retry|try again/i });
    fail = false;
    await userEvent.setup().click(retry);
    expect(await screen.findAllByTestId('wizard-card')).toHaveLength(9);
  });
});
