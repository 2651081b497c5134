import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http, type PathParams } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearFormState } from '../../../../test/clear-form-state';
import { server as mockApi, recorded } from '../../../../test/msw-server';
import { renderWithApp } from '../../../../ui/test/render-with-app';
import { CourseForm } from './course-form';

type Call = { method: string; path: string; query: URLSearchParams; body: unknown };
const title = (es: string, en: string) => ({ es, en });
const lesson = (id: string, es: string, en: string) => ({ id, title: title(es, en), viewMode: 'video' });

/** The course calls of the form, answered from memory; `answer` may override one call. */
function courseServer(answer: (call: Call) => Response | undefined = () => undefined) {
  const calls: Call[] = [];
  let course = {
    id: 'c1',
    key: 'ingles-uno',
    title: title('Inglés uno', 'English one'),
    description: title('Para empezar', 'To begin'),
    level: 'A1',
    coverImage: null,
    order: 1,
    locale: 'es',
    published: false,
    passPercent: 60,
    version: 3,
    chapterIds: ['l1', 'l2'],
    deletedAt: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
  const lessons = [lesson('l1', 'Saludos', 'Greetings'), lesson('l2', 'Números', 'Numbers')];
  const json = (body: unknown, status = 200) => HttpResponse.json(body as object, { status });
  const bump = (changes: object) => {
    course = { ...course, ...changes, version: course.version + 1 };
    return json(course);
  };
  /** Records the call; `answer` may answer it instead of the route. */
  const route = (own: (call: Call, params: PathParams) => Response) =>
    recorded(calls, (call: Call, params) => answer(call) ?? own(call, params));
  mockApi.use(
    http.get(
      '/api/courses/c1',
      route(() => json({ ...course, lessons })),
    ),
    http.get(
      '/api/chapters',
      route(() => json({ items: [{ ...lesson('l3', 'Colores', 'Colours'), assigned: false }], total: 1 })),
    ),
    http.head(
      '/api/courses/:field/check',
      route(({ query }) => new HttpResponse(null, { status: query.get('value') === 'Taken' ? 409 : 200 })),
    ),
    http.put(
      '/api/courses',
      route(({ body }) =>
        (body as { version: number }).version !== course.version
          ? json({ code: 'stale', message: 'stale' }, 409)
          : bump(body as object),
      ),
    ),
    http.post(
      '/api/courses/c1/chapters',
      route(({ body }) =>
        bump({ chapterIds: [...course.chapterIds, (body as { chapterId: string }).chapterId] }),
      ),
    ),
    http.put(
      '/api/courses/c1/chapters/order',
      route(({ body }) => bump({ chapterIds: (body as { chapterIds: string[] }).chapterIds })),
    ),
    http.delete(
      '/api/courses/c1/chapters/:id',
      route((_call, { id }) => bump({ chapterIds: course.chapterIds.filter((chapter) => chapter !== id) })),
    ),
  );
  return { calls, current: () => course };
}

beforeEach(clearFormState);
afterEach(clearFormState);

const openEdit = async () => {
  const onClose = vi.fn();
  renderWithApp(<CourseForm id="c1" variant="dialog" onClose={onClose} />);
  const dialog = await screen.findByRole('dialog', { name: 'Edit course' });
  await within(dialog).findByDisplayValue('Inglés uno');
  return { dialog, onClose };
};
const lessonRows = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('list', { name: 'Lessons of the course' }))
    .getAllByRole('listitem')
    .map((row) => row.textContent?.replace(/(Take out)$/, ''));

describe('the course form', { timeout: 30_000 }, () => {
  it('validates with the shared schema and flags a title in use while typing', async () => {
    const user = userEvent.setup();
    courseServer();
    const { dialog } = await openEdit();
    const ok = within(dialog).getByRole('button', { name: 'OK' });
    const es = within(dialog).getByLabelText(/Title in Spanish/);
    await user.clear(es);
    expect(await within(dialog).findByText('Empty name')).toBeTruthy();
    expect(ok).toHaveProperty('disabled', true);
    await user.type(es, 'Taken');
    expect(await within(dialog).findByText('This value is already in use')).toBeTruthy();
    expect(ok).toHaveProperty('disabled', true);
    await user.type(es, ' not');
    await waitFor(() => expect(within(dialog).queryByText('This value is already in use')).toBeNull());

    const order = within(dialog).getByLabelText(/Presentation order/);
    await user.clear(order);
    await user.type(order, '0');
    expect(await within(dialog).findByText('Presentation order cannot be zero')).toBeTruthy();
    await user.clear(order);
    await user.type(order, '2');
    await waitFor(() => expect(ok).toHaveProperty('disabled', false));
  });

  it('edits the score that completes a lesson, within 1–100, and saves it with the course', async () => {
    const user = userEvent.setup();
    const server = courseServer();
    const { dialog } = await openEdit();
    const pass = within(dialog).getByLabelText(/Score that completes a lesson/);
    expect((pass as HTMLInputElement).value).toBe('60 %');
    await user.clear(pass);
    await user.type(pass, '90');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(server.current().passPercent).toBe(90));
    const put = server.calls.find((call) => call.method === 'PUT' && call.path === '/courses');
    expect(put?.body).toMatchObject({ passPercent: 90 });
  });

  it("puts the server's ModelState on its fields and says when someone else saved first", async () => {
    const user = userEvent.setup();
    let refuse = true;
    const server = courseServer((call) =>
      call.method === 'PUT' && call.path === '/courses' && refuse
        ? new Response(
            JSON.stringify({
              code: 'invalid',
              message: 'invalid',
              errorInfo: {
                ModelState: [{ field: 'title.en', code: 'duplicate', message: '' }],
              },
            }),
            { status: 400 },
          )
        : undefined,
    );
    const { dialog } = await openEdit();
    const en = within(dialog).getByLabelText(/Title in English/);
    await user.clear(en);
    await user.type(en, 'English first');
    const apply = within(dialog).getByRole('button', { name: 'Apply' });
    await waitFor(() => expect(apply).toHaveProperty('disabled', false));
    await user.click(apply);
    expect(await within(dialog).findByText('This value is already in use')).toBeTruthy();
    expect(en.getAttribute('aria-invalid')).toBe('true');
    expect(await screen.findByText('invalid operation')).toBeTruthy();

    // Answered: the field changes, the error goes; the save goes through with the version read.
    refuse = false;
    await user.type(en, '!');
    await waitFor(() => expect(apply).toHaveProperty('disabled', false));
    await user.click(apply);
    await waitFor(() => expect(server.current().title.en).toBe('English first!'));
    expect(server.calls.filter((call) => call.method === 'PUT').at(-1)?.body).toMatchObject({ version: 3 });

    // Another save elsewhere: the next one is stale, the input stays.
    server.current().version = 9;
    await user.type(en, '?');
    await waitFor(() => expect(apply).toHaveProperty('disabled', false));
    await user.click(apply);
    expect(await within(dialog).findByText(/Someone else saved this record first/)).toBeTruthy();
    expect((en as HTMLInputElement).value).toBe('English first!?');
  });

  it('orders lessons with the keyboard and buttons, assigns one, and saves them in that order', async () => {
    const user = userEvent.setup();
    const server = courseServer();
    const { dialog, onClose } = await openEdit();
    expect(lessonRows(dialog)).toEqual(['1. Greetings', '2. Numbers']);

    const pause = () => act(() => new Promise((resolve) => setTimeout(resolve, 600)));
    const down = within(dialog).getByRole('button', { name: 'Move Greetings down' });
    down.focus();
    fireEvent.keyDown(down, { key: 'ArrowDown', altKey: true });
    expect(lessonRows(dialog)).toEqual(['1. Numbers', '2. Greetings']);
    // The moved lesson keeps the focus.
    await waitFor(() =>
      expect(document.activeElement?.getAttribute('aria-label')).toBe('Move Greetings down'),
    );
    await pause();
    await user.click(within(dialog).getByRole('button', { name: 'Move Greetings up' }));
    expect(lessonRows(dialog)).toEqual(['1. Greetings', '2. Numbers']);
    await pause();
    await user.click(within(dialog).getByRole('button', { name: 'Move Greetings down' }));
    expect(lessonRows(dialog)).toEqual(['1. Numbers', '2. Greetings']);

    // Undo and redo cover the lessons too.
    await pause();
    await user.keyboard('{Control>}z{/Control}');
    expect(lessonRows(dialog)).toEqual(['1. Greetings', '2. Numbers']);
    await user.keyboard('{Control>}y{/Control}');
    expect(lessonRows(dialog)).toEqual(['1. Numbers', '2. Greetings']);

    await waitFor(() =>
      expect(within(dialog).getByLabelText('Unassigned lesson').getAttribute('placeholder')).toBe(
        'Choose a lesson',
      ),
    );
    await user.type(within(dialog).getByLabelText('Unassigned lesson'), 'Col');
    fireEvent.click(await screen.findByRole('option', { name: 'Colours', hidden: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Add lesson' }));
    expect(lessonRows(dialog)).toEqual(['1. Numbers', '2. Greetings', '3. Colours']);
    await user.click(within(dialog).getByRole('button', { name: 'Take Numbers out of the course' }));
    expect(lessonRows(dialog)).toEqual(['1. Greetings', '2. Colours']);

    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const writes = server.calls
      .filter((call) => call.method !== 'GET' && call.method !== 'HEAD')
      .map((call) => `${call.method} ${call.path}`);
    expect(writes).toEqual(['PUT /courses', 'DELETE /courses/c1/chapters/l2', 'POST /courses/c1/chapters']);
    expect(server.current().chapterIds).toEqual(['l1', 'l3']);
  });

  it("shows the server's 'chapter already assigned' on the lesson list, translated", async () => {
    const user = userEvent.setup();
    courseServer((call) =>
      call.method === 'POST' && call.path === '/courses/c1/chapters'
        ? new Response(
            JSON.stringify({ code: 'course.chapter-already-assigned', message: 'Chapter already assigned' }),
            { status: 409 },
          )
        : undefined,
    );
    renderWithApp(<CourseForm id="c1" variant="dialog" onClose={() => undefined} />, 'es');
    const dialog = await screen.findByRole('dialog', { name: 'Editar curso' });
    await within(dialog).findByDisplayValue('Inglés uno');
    const choose = within(dialog).getByLabelText('Lección sin asignar');
    await waitFor(() => expect(choose.getAttribute('placeholder')).toBe('Elija una lección'));
    await user.type(choose, 'Col');
    // The option list is drawn in a portal (hidden until its transition ends in jsdom): choose directly.
    fireEvent.click(await screen.findByRole('option', { name: 'Colores', hidden: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Añadir lección' }));
    await user.click(within(dialog).getByRole('button', { name: 'Aplicar' }));
    expect(await within(dialog).findByText('Chapter already assigned')).toBeTruthy();
  });
});
