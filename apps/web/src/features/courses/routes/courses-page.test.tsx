import type { TCourseSummary } from '@puente/shared';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startEarlyRead } from '../../../lib/early-read';
import { earlyReadSettled } from '../../../lib/take-early-read';
import { renderWithApp } from '../../../ui/test/render-with-app';
import CoursesPage from './courses-page';

const COURSE: TCourseSummary = {
  id: '0196c0de-0000-7000-8000-0000000000c1',
  key: 'a1',
  title: { es: 'Primeros pasos', en: 'First steps' },
  description: { es: 'Saludar y presentarse.', en: 'Greetings and introductions.' },
  level: 'A1',
  coverImage: null,
  order: 1,
  locale: 'es',
  published: true,
  lessonCount: 4,
  completedLessons: 1,
  progress: 25,
  lastLessonId: null,
  enrolled: true,
  deletedAt: null,
};

describe('the course list', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('draws the courses with its first render when the read sent at start-up has answered', async () => {
    window.__puenteFirstRead = { path: '/courses', response: Promise.resolve(Response.json([COURSE])) };
    startEarlyRead('/courses', 'en');
    await earlyReadSettled('/courses');
    // The test's query client keeps nothing fresh: it may ask again behind the list drawn.
    vi.stubGlobal('fetch', async () => Response.json([COURSE]));
    renderWithApp(
      <MemoryRouter>
        <CoursesPage />
      </MemoryRouter>,
    );
    // At once: no loader first, no waiting for a second render.
    expect(screen.getByRole('article', { name: 'First steps' }).textContent).toContain(
      'Greetings and introductions.',
    );
  });
});
