import type { TExamSummary, TPastAttempt } from '@puente/shared';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { server } from '../../../test/msw-server';
import { renderWithApp } from '../../../ui/test/render-with-app';
import { ExamStart } from './exam-start';

const EXAM_ID = '0196b3a2-0000-7000-8000-0000000000e1';
const RETAKE_AT = '2026-11-30T15:45:00.000Z';

const exam = (over: Partial<TExamSummary>): TExamSummary => ({
  id: EXAM_ID,
  courseId: '0196b3a2-0000-7000-8000-0000000000c1',
  courseTitle: { es: 'Inglés básico', en: 'Basic English' },
  title: { es: 'Examen final', en: 'Final exam' },
  description: { es: 'Todo el curso', en: 'The whole course' },
  passMark: 70,
  timeLimitMinutes: 20,
  questionCount: 10,
  state: 'failed',
  secondsLeft: null,
  currentAttemptId: null,
  bestScore: 40,
  attempts: 2,
  maxAttempts: null,
  retakeCooldownHours: 24,
  retakeAt: null,
  ...over,
});

const past: TPastAttempt[] = [
  {
    attemptId: '0196b3a2-0000-7000-8000-0000000000a2',
    startedAt: '2026-11-29T15:30:00.000Z',
    submittedAt: '2026-11-29T15:45:00.000Z',
    score: 40,
    passed: false,
    autoSubmitted: false,
  },
  {
    attemptId: '0196b3a2-0000-7000-8000-0000000000a1',
    startedAt: '2026-11-20T09:00:00.000Z',
    submittedAt: '2026-11-20T09:20:00.000Z',
    score: 30,
    passed: false,
    autoSubmitted: false,
  },
];

const show = (summary: TExamSummary, locale: 'es' | 'en') => {
  server.use(http.get(`/api/exams/${EXAM_ID}/attempts`, () => HttpResponse.json(past)));
  renderWithApp(
    <MemoryRouter>
      <ExamStart exam={summary} onStarted={() => {}} />
    </MemoryRouter>,
    locale,
  );
};
const when = (locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(RETAKE_AT));

describe('the exam screen before an attempt', () => {
  it('says when a failed exam can be retaken, in the reader’s language and zone, with no start button', async () => {
    show(exam({ retakeAt: RETAKE_AT }), 'es');
    const notice = await screen.findByTestId('exam-retake-notice');
    expect(notice.textContent).toBe(
      `No aprobó el último intento: hay que esperar 24 horas antes de repetirlo. Podrá repetir este examen a partir del ${when('es-ES')}.`,
    );
    expect(notice.textContent).toContain('de noviembre de 2026');
    expect(screen.queryByRole('button', { name: 'Intentar de nuevo' })).toBeNull();
  });

  it('says it in English too', async () => {
    show(exam({ retakeAt: RETAKE_AT }), 'en');
    const notice = await screen.findByTestId('exam-retake-notice');
    expect(notice.textContent).toContain(`You can retake this exam from ${when('en-US')}.`);
    expect(notice.textContent).toContain('November');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('offers the retake once the cooldown is over, and counts the attempts left', async () => {
    show(exam({ maxAttempts: 3 }), 'es');
    expect(await screen.findByRole('button', { name: 'Intentar de nuevo' })).toBeTruthy();
    expect(screen.getByTestId('exam-attempts-left').textContent).toBe('Le queda 1 intento para este examen.');
    expect(screen.queryByTestId('exam-retake-notice')).toBeNull();
  });

  it('says so when the attempts are used up', async () => {
    show(exam({ maxAttempts: 2 }), 'en');
    expect((await screen.findByTestId('exam-retake-notice')).textContent).toBe(
      'You have used the 2 attempts allowed for this exam.',
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('lists the past attempts newest first, each opening its review', async () => {
    show(exam({}), 'es');
    const section = await screen.findByRole('region', { name: 'Intentos anteriores' });
    const items = await within(section).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toContain('Intento 2 · ');
    expect(items[0]!.textContent).toContain('Puntuación: 40 %');
    expect(items[1]!.textContent).toContain('Intento 1 · ');
    const link = within(items[1]!).getByRole('link', { name: 'Ver revisión del intento 1' });
    expect(link.getAttribute('href')).toBe(`/exams/${EXAM_ID}/attempts/${past[1]!.attemptId}`);
  });
});
