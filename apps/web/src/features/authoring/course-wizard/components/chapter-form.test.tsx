import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearFormState } from '../../../../test/clear-form-state';
import { server } from '../../../../test/msw-server';
import { renderWithApp } from '../../../../ui/test/render-with-app';
import { ChapterForm } from './chapter-form';

const COURSE = '0196b3a2-0000-7000-8000-000000000001';

function lessonServer() {
  const posts: unknown[] = [];
  server.use(
    http.head('/api/chapters/:field/check', () => new HttpResponse(null, { status: 200 })),
    http.get('/api/courses', () =>
      HttpResponse.json({
        items: [{ id: COURSE, title: { es: 'Inglés uno', en: 'English one' }, order: 1 }],
        total: 1,
      }),
    ),
    http.post('/api/chapters', async ({ request }) => {
      posts.push(await request.json());
      return HttpResponse.json(
        {
          code: 'invalid',
          message: 'invalid',
          errorInfo: {
            ModelState: [{ field: 'streamOrigin', code: 'chapter.empty-stream-origin', message: '' }],
          },
        },
        { status: 400 },
      );
    }),
  );
  return posts;
}

beforeEach(clearFormState);
afterEach(clearFormState);

describe('the lesson form', { timeout: 30_000 }, () => {
  it("answers 'empty name', a vocabulary row's rule, and the server's field errors", async () => {
    const user = userEvent.setup();
    const posts = lessonServer();
    renderWithApp(<ChapterForm viewMode="video" onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'New video lesson' });
    const ok = within(dialog).getByRole('button', { name: 'OK' });
    const es = within(dialog).getByLabelText(/Title in Spanish/);
    await user.type(es, 'x');
    await user.clear(es);
    expect(await within(dialog).findByText('Empty name')).toBeTruthy();

    expect(ok).toHaveProperty('disabled', true);

    // Words: a new row is required once edited; removing it answers.
    await user.click(within(dialog).getByRole('button', { name: 'Add word' }));
    const word = within(dialog).getByLabelText('Word 1 in English');
    await user.type(word, 'a');
    await user.clear(word);
    expect((await within(dialog).findAllByText('At least 1 characters')).length).toBeGreaterThan(0);
    await user.click(within(dialog).getByRole('button', { name: /Remove word 1/ }));
    expect(within(dialog).queryByLabelText('Word 1 in English')).toBeNull();

    // Filled in with an address; the server's refusal lands on the stream field.
    await user.type(es, 'Saludos');
    await user.type(within(dialog).getByLabelText(/Title in English/), 'Greetings');
    await user.type(within(dialog).getByLabelText(/Course/), 'Engl');
    const option = await screen.findByRole('option', { name: 'English one', hidden: true });
    option.click();
    await user.click(within(dialog).getByRole('radio', { name: 'Stream address' }));
    await user.type(
      within(dialog).getByRole('textbox', { name: /^Stream address/ }),
      'https://video.example.org/a.mp4',
    );
    await user.type(within(dialog).getByLabelText(/Explanation/), 'Hola.');
    await waitFor(() => expect(ok).toHaveProperty('disabled', false));
    await user.click(ok);
    expect(await within(dialog).findByText('Empty stream origin')).toBeTruthy();
    expect(posts[0]).toMatchObject({ courseId: COURSE, viewMode: 'video', vocabulary: [] });
  });
});
