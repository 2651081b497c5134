import type { TLearnerProgress } from '@puente/shared';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { server } from '../../../test/msw-server';
import { renderWithApp } from '../../../ui/test/render-with-app';
import { currentStreak } from '../components/study-calendar';
import ProgressPage from './progress-page';

const COURSE = '01900000-0000-7000-8000-0000000000c1';
const LESSON = '01900000-0000-7000-8000-0000000000a1';
const EXERCISE = '01900000-0000-7000-8000-0000000000e1';
const CARD = '01900000-0000-7000-8000-0000000000d1';
const ENTRY = '01900000-0000-7000-8000-0000000000f1';

const zeroSkills = (['reading', 'listening', 'grammar', 'vocabulary'] as const).map((skill) => ({
  skill,
  right: 0,
  total: 0,
}));
const zeroTypes = (
  ['single-choice', 'multiple-choice', 'fill-in-blank', 'word-order', 'matching', 'listening'] as const
).map((type) => ({ type, right: 0, total: 0 }));

const empty: TLearnerProgress = {
  timeZone: 'America/Mexico_City',
  today: '2026-05-10',
  from: '2025-11-10',
  words: { total: 0, learning: 0, learned: 0, mature: 0 },
  accuracy: { bySkill: zeroSkills, byType: zeroTypes, reviews: { right: 0, total: 0 } },
  days: [],
  courses: [],
  weakest: [],
};

const busy: TLearnerProgress = {
  ...empty,
  words: { total: 40, learning: 6, learned: 25, mature: 9 },
  accuracy: {
    bySkill: zeroSkills.map((row) => (row.skill === 'grammar' ? { ...row, right: 3, total: 4 } : row)),
    byType: zeroTypes.map((row) => (row.type === 'fill-in-blank' ? { ...row, right: 3, total: 4 } : row)),
    reviews: { right: 7, total: 10 },
  },
  days: [
    { date: '2026-05-03', minutes: 12 },
    { date: '2026-05-09', minutes: 75 },
    { date: '2026-05-10', minutes: 5 },
  ],
  courses: [{ courseId: COURSE, title: { es: 'Inglés básico', en: 'Basic English' }, minutes: 92 }],
  weakest: [
    {
      kind: 'exercise',
      id: EXERCISE,
      type: 'fill-in-blank',
      prompt: 'Completa la frase.',
      promptEn: 'Complete the sentence.',
      right: 1,
      total: 4,
      lesson: { courseId: COURSE, chapterId: LESSON, title: { es: 'Saludos', en: 'Greetings' } },
    },
    {
      kind: 'card',
      id: CARD,
      direction: 'listening',
      en: 'library',
      es: 'biblioteca',
      right: 1,
      total: 3,
      lesson: null,
      dictionaryEntryId: ENTRY,
    },
  ],
};

function renderPage(body: TLearnerProgress, locale: 'es' | 'en') {
  server.use(http.get('/api/progress', () => HttpResponse.json(body)));
  renderWithApp(
    <MemoryRouter>
      <ProgressPage />
    </MemoryRouter>,
    locale,
  );
}

describe('the progress page', () => {
  it('shows the words, accuracy, the study calendar with a label per day, time per course and the weakest items', async () => {
    renderPage(busy, 'es');
    expect(await screen.findByTestId('words-learned')).toHaveProperty('textContent', '25');
    expect(screen.getByTestId('words-mature').textContent).toBe('9');
    expect(within(screen.getByTestId('accuracy-by-skill')).getByText('75 % (3 de 4)')).toBeTruthy();
    expect(within(screen.getByTestId('accuracy-by-type-reviews')).getByText('70 % (7 de 10)')).toBeTruthy();
    expect(within(screen.getByTestId('accuracy-by-skill')).getAllByText('Sin respuestas aún')).toHaveLength(
      3,
    );
    // Every day of the six months is a cell with its own label; days without study say 0 min.
    const calendar = screen.getByTestId('study-calendar');
    expect(within(calendar).getByLabelText('3 de mayo: 12 min')).toBeTruthy();
    expect(within(calendar).getByLabelText('9 de mayo: 1 h 15 min')).toBeTruthy();
    expect(within(calendar).getByLabelText('4 de mayo: 0 min')).toBeTruthy();
    expect(calendar.querySelectorAll('[role="img"][aria-label]')).toHaveLength(182);
    expect(screen.getByTestId('calendar-summary').textContent).toBe(
      '3 días de estudio en los últimos seis meses, 1 h 32 min en total. Racha actual: 2 días.',
    );
    expect(within(screen.getByTestId('progress-courses')).getByText('Inglés básico')).toBeTruthy();
    expect(within(screen.getByTestId('progress-courses')).getByText('1 h 32 min')).toBeTruthy();
    const weakest = screen.getByTestId('weakest-items');
    expect(within(weakest).getByText('Completa la frase.')).toBeTruthy();
    expect(within(weakest).getByText('3 fallos de 4')).toBeTruthy();
    expect(within(weakest).getByRole('link', { name: 'Ir a la lección Saludos' }).getAttribute('href')).toBe(
      `/lessons/${COURSE}/${LESSON}`,
    );
    expect(within(weakest).getByText('library · biblioteca')).toBeTruthy();
    expect(within(weakest).getByText('Palabra al oído')).toBeTruthy();
    expect(within(weakest).getByRole('link', { name: 'Ver en el diccionario' }).getAttribute('href')).toBe(
      `/dictionary/${ENTRY}`,
    );
    expect(screen.queryByTestId('progress-empty')).toBeNull();
  });

  it('speaks English, with the English instruction', async () => {
    renderPage(busy, 'en');
    expect(await screen.findByRole('heading', { name: 'My progress', level: 1 })).toBeTruthy();
    expect(await screen.findByLabelText('May 3: 12 min')).toBeTruthy();
    expect(screen.getByText('Complete the sentence.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the lesson Greetings' })).toBeTruthy();
    expect(within(screen.getByTestId('accuracy-by-skill-grammar')).getByText('75% (3 of 4)')).toBeTruthy();
    expect(
      within(screen.getByTestId('accuracy-by-type-fill-in-blank')).getByText('75% (3 of 4)'),
    ).toBeTruthy();
  });

  it('says there is nothing yet for a new student, and where to start', async () => {
    renderPage(empty, 'es');
    expect(await screen.findByTestId('progress-empty')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver cursos' }).getAttribute('href')).toBe('/courses');
    expect(screen.getByText('Ningún día de estudio en los últimos seis meses.')).toBeTruthy();
    expect(screen.getByText('Aún no ha estudiado en ningún curso.')).toBeTruthy();
    expect(screen.getByText(/aún no ha fallado/)).toBeTruthy();
  });

  it('says why when the figures cannot be read', async () => {
    server.use(
      http.get('/api/progress', () => HttpResponse.json({ code: 'system.unexpected' }, { status: 500 })),
    );
    renderWithApp(
      <MemoryRouter>
        <ProgressPage />
      </MemoryRouter>,
      'es',
    );
    expect(await screen.findByRole('alert')).toBeTruthy();
  });
});

describe('the current streak', () => {
  const days = (...dates: string[]) => new Map(dates.map((date) => [date, 5]));
  it('counts the days in a row up to today, or up to yesterday before today’s study', () => {
    expect(currentStreak(days('2026-05-08', '2026-05-09', '2026-05-10'), '2026-05-10')).toBe(3);
    expect(currentStreak(days('2026-04-30', '2026-05-01'), '2026-05-02')).toBe(2);
    expect(currentStreak(days('2026-05-07'), '2026-05-10')).toBe(0);
  });
});
