import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearFormState } from '../../../../test/clear-form-state';
import { server } from '../../../../test/msw-server';
import { renderWithApp } from '../../../../ui/test/render-with-app';
import { ExamForm } from './exam-form';

beforeEach(clearFormState);
afterEach(clearFormState);

const COURSE_ID = '0190a0a0-0000-7000-8000-0000000000c1';
const stamp = '2026-01-01T00:00:00.000Z';
const title = { es: 'Viajes', en: 'Travel' };

/** A course's exercise as the list and the item answer it. */
const exercise = (id: string, instruction: string) => ({
  id,
  version: 1,
  createdAt: stamp,
  updatedAt: stamp,
  deletedAt: null,
  key: id.slice(-4),
  courseId: COURSE_ID,
  chapterId: null,
  position: 1,
  type: 'single-choice',
  definition: {
    type: 'single-choice',
    prompt: instruction,
    question: 'I ___ a student.',
    options: [
      { text: 'am', correct: true },
      { text: 'is', correct: false },
    ],
  },
});
const first = exercise('0190a0a0-0000-7000-8000-0000000000e1', 'Choose the verb');
const second = exercise('0190a0a0-0000-7000-8000-0000000000e2', 'Choose the article');

/** The course and its two exercises, answered in memory; the first exercise's read waits `firstReadMs`. */
function fakeExercises(firstReadMs = 0) {
  server.use(
    http.get('/api/courses', () =>
      HttpResponse.json({ items: [{ id: COURSE_ID, version: 1, title }], total: 1 }),
    ),
    http.get('/api/exercises', () => HttpResponse.json({ items: [first, second], total: 2 })),
    http.get(`/api/exercises/${first.id}`, async () => {
      await delay(firstReadMs);
      return HttpResponse.json(first);
    }),
    http.get(`/api/exercises/${second.id}`, () => HttpResponse.json(second)),
  );
}

/** A new exam of the course, its exercise chooser open; `pick` clicks an exercise in its list. */
async function openChooser() {
  const user = userEvent.setup();
  renderWithApp(<ExamForm courseId={COURSE_ID} onClose={vi.fn()} />);
  const dialog = await screen.findByRole('dialog', { name: 'New exam' });
  await user.click(within(dialog).getByLabelText('Exercises in the exam'));
  const pick = async (name: string) => user.click(await screen.findByRole('option', { name, hidden: true }));
  return { user, dialog, pick };
}

describe("the exam's questions", { timeout: 30_000 }, () => {
  it('keeps two exercises picked one after the other, when the first one is read last', async () => {
    // The first exercise's read answers after the second's.
    fakeExercises(400);
    const { dialog, pick } = await openChooser();
    await pick('Choose the verb');
    await pick('Choose the article');

    await waitFor(() => expect(within(dialog).getAllByTestId('exam-question-row')).toHaveLength(2), {
      timeout: 3000,
    });
    // Still two once every read has answered, in the order they arrived.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const rows = within(dialog).getAllByTestId('exam-question-row');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Choose the article'),
      expect.stringContaining('Choose the verb'),
    ]);
  });

  it('drops a removed exercise at once and keeps the others', async () => {
    fakeExercises();
    const { user, dialog, pick } = await openChooser();
    await pick('Choose the verb');
    await waitFor(() => expect(within(dialog).getAllByTestId('exam-question-row')).toHaveLength(1));
    await pick('Choose the article');
    await waitFor(() => expect(within(dialog).getAllByTestId('exam-question-row')).toHaveLength(2));

    await user.click(within(dialog).getByRole('button', { name: 'Remove question 1' }));
    const rows = within(dialog).getAllByTestId('exam-question-row');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.textContent).toContain('Choose the article');
  });
});
