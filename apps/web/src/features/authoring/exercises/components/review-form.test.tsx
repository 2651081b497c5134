import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../../test/msw-server';
import { useTransactions } from '../../../../ui/form/transaction-store';
import { renderWithApp } from '../../../../ui/test/render-with-app';
import { ReviewForm } from './review-form';

const COURSE_ID = '0190a0a0-0000-7000-8000-0000000000c1';
const LESSON_ID = '0190a0a0-0000-7000-8000-0000000000a1';
const stamp = '2026-01-01T00:00:00.000Z';

/** One course with one lesson of two words; saves answer once with a ModelState on the second word. */
function fakeServer() {
  const saves: unknown[] = [];
  const title = { es: 'Viajes', en: 'Travel' };
  const lesson = {
    id: LESSON_ID,
    version: 1,
    position: 1,
    courseId: COURSE_ID,
    title,
    vocabulary: [
      { en: 'ticket', es: 'boleto', example: 'A ticket, please.' },
      { en: 'luggage', es: 'equipaje', example: 'My luggage is heavy.' },
    ],
  };
  server.use(
    http.get('/api/courses', () =>
      HttpResponse.json({ items: [{ id: COURSE_ID, version: 1, title }], total: 1 }),
    ),
    http.get('/api/chapters', () => HttpResponse.json({ items: [lesson], total: 1 })),
    http.head('/api/review-lessons/:field/check', () => new HttpResponse(null, { status: 200 })),
    http.post('/api/review-lessons', async ({ request }) => {
      const body = (await request.json()) as object;
      saves.push(body);
      if (saves.length === 1) {
        const ModelState = [{ field: 'words.1', code: 'review-lesson.word-not-found', message: '' }];
        return HttpResponse.json(
          { code: 'invalid', message: 'invalid', errorInfo: { ModelState } },
          { status: 400 },
        );
      }
      return HttpResponse.json({
        ...body,
        id: 'r1',
        version: 1,
        createdAt: stamp,
        updatedAt: stamp,
        deletedAt: null,
        words: [],
      });
    }),
  );
  return saves;
}

afterEach(() => {
  useTransactions.getState().clear();
});

describe('the review lesson form', { timeout: 30_000 }, () => {
  it('takes a lesson’s words from the tree and shows a word the server could not find', async () => {
    const saves = fakeServer();
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithApp(<ReviewForm courseId={COURSE_ID} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'New review lesson' });
    await user.type(within(dialog).getByLabelText('Title (Spanish)'), 'Repaso de viajes');
    await user.type(within(dialog).getByLabelText('Title (English)'), 'Travel review');
    const tree = await within(dialog).findByRole('tree', { name: 'Vocabulary by lesson' });
    await user.click(within(tree).getByText('Travel'));
    expect(within(dialog).getByText('Vocabulary (2 words chosen)')).toBeTruthy();

    const ok = within(dialog).getByRole('button', { name: 'OK' });
    await waitFor(() => expect((ok as HTMLButtonElement).disabled).toBe(false));
    await user.click(ok);
    expect(saves[0]).toMatchObject({
      courseId: COURSE_ID,
      words: [
        { chapterId: LESSON_ID, en: 'ticket' },
        { chapterId: LESSON_ID, en: 'luggage' },
      ],
    });
    expect((await within(dialog).findByTestId('list-error')).textContent).toMatch(/^luggage: /);

    // Leaving the word out answers the error; the next save closes the form.
    await user.click(within(tree).getByText('luggage — equipaje'));
    await waitFor(() => expect(within(dialog).queryByTestId('list-error')).toBeNull());
    await user.click(ok);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(saves[1]).toMatchObject({ words: [{ chapterId: LESSON_ID, en: 'ticket' }] });
  });
});
