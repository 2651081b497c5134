import type { TCarouselItem } from '@puente/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearFormState } from '../../../../test/clear-form-state';
import { recorded, server } from '../../../../test/msw-server';
import { layOutScroller, renderWithApp } from '../../../../ui/test/render-with-app';
import CarouselWizardPage from './carousel-wizard-page';

const COURSE = { id: '0190a000-0000-7000-8000-000000000001', title: { es: 'Inglés A1', en: 'English A1' } };
const OTHER = { id: '0190a000-0000-7000-8000-000000000002', title: { es: 'Inglés A2', en: 'English A2' } };

type Call = {
  method: string;
  path: string;
  query: URLSearchParams;
  body: Record<string, unknown> | undefined;
};

/** The carousel and courses endpoints as the server answers them, six slots at most. */
function carouselServer(titles: string[]) {
  const slots: TCarouselItem[] = titles.map((title, index) => slot(index + 1, title));
  const calls: Call[] = [];
  function slot(position: number, title: string, extra: Partial<TCarouselItem> = {}): TCarouselItem {
    return {
      id: `0190b000-0000-7000-8000-00000000000${position}`,
      version: 1,
      createdAt: '2026-03-01T10:00:00.000Z',
      updatedAt: '2026-03-01T10:00:00.000Z',
      deletedAt: null,
      carouselId: 'landing',
      position,
      title: { es: title, en: title },
      resourceType: 'url',
      resourceId: null,
      resourceUrl: `/r/${position}`,
      ...extra,
    };
  }
  const json = (body: unknown, status = 200) => HttpResponse.json(body as object, { status });
  const live = () => slots.filter((s) => !s.deletedAt);
  type Slot = { title: { es: string; en: string }; resourceType: TCarouselItem['resourceType'] };
  server.use(
    http.get(
      '/api/courses',
      recorded(calls, () => json({ items: [COURSE, OTHER], total: 2 })),
    ),
    http.head(
      '/api/carousels/title/check',
      recorded(calls, ({ query }) => {
        const taken = live().some((s) => s.title.es.toLowerCase() === query.get('value')?.toLowerCase());
        return new HttpResponse(null, { status: taken ? 409 : 200 });
      }),
    ),
    http.get(
      '/api/carousels',
      recorded(calls, () => json({ items: live(), total: live().length })),
    ),
    http.post(
      '/api/carousels',
      recorded(calls, ({ body = {} }) => {
        if (live().length >= 6) {
          return json(
            {
              code: 'carousel.all-slots-taken',
              message: 'All slots taken',
              errorInfo: {
                ModelState: [
                  { field: 'carouselId', code: 'carousel.all-slots-taken', message: 'All slots taken' },
                ],
              },
            },
            409,
          );
        }
        const sent = body as Slot & { resourceId?: string; resourceUrl?: string };
        const added = slot(live().length + 1, sent.title.es, {
          title: sent.title,
          resourceType: sent.resourceType,
          resourceId: sent.resourceId || null,
          resourceUrl: sent.resourceUrl,
        });
        slots.push(added);
        return json(added, 201);
      }),
    ),
    http.get(
      '/api/carousels/:id',
      recorded(calls, (_call, { id }) => {
        const stored = live().find((s) => s.id === id);
        return stored ? json(stored) : json({ code: 'system.not-found', message: 'Not found' }, 404);
      }),
    ),
    http.put(
      '/api/carousels',
      recorded(calls, ({ body = {} }) => {
        const sent = body as Slot & { id: string; version: number; resourceUrl?: string };
        const stored = live().find((s) => s.id === sent.id);
        if (!stored) return json({ code: 'system.not-found', message: 'Not found' }, 404);
        if (sent.version !== stored.version) return json({ code: 'stale', message: 'Stale' }, 409);
        Object.assign(stored, {
          title: sent.title,
          resourceUrl: sent.resourceUrl,
          version: stored.version + 1,
        });
        return json(stored);
      }),
    ),
  );
  return { calls, slots };
}

let restoreLayout: () => void;
beforeEach(() => {
  restoreLayout = layOutScroller();
  clearFormState();
});
afterEach(() => {
  restoreLayout();
  clearFormState();
});

const choose = async (user: ReturnType<typeof userEvent.setup>, label: string, option: string) => {
  await user.click(screen.getByLabelText(label, { selector: 'input' }));
  await user.click(await screen.findByRole('option', { name: option, hidden: true }));
};

describe('the carousel wizard', { timeout: 30_000 }, () => {
  it('puts a course in a slot: the type, the course from its list, the titles it suggests', async () => {
    const user = userEvent.setup();
    const server = carouselServer(['Destacado 1']);
    renderWithApp(<CarouselWizardPage />);
    const list = await screen.findByRole('list', { name: 'Carousel slots' });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((row) => row.textContent),
      ).toEqual(['1. Destacado 1 (Web address)']),
    );
    expect(screen.getByTestId('carousel-usage').textContent).toBe('1 of 6 slots taken');

    await user.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: 'New carousel slot' });
    const ok = within(dialog).getByRole('button', { name: 'OK' });
    expect(ok).toHaveProperty('disabled', true);
    expect(within(dialog).getByText('It will take the first free slot.')).toBeTruthy();
    await choose(user, 'Resource type', 'Course');
    await choose(user, 'Course', 'English A1');
    // The course's titles are suggested while the slot has none.
    expect((within(dialog).getByLabelText('Title in Spanish') as HTMLInputElement).value).toBe('Inglés A1');
    expect((within(dialog).getByLabelText('Title in English') as HTMLInputElement).value).toBe('English A1');
    await waitFor(() => expect(ok).toHaveProperty('disabled', false));
    await user.click(ok);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New carousel slot' })).toBeNull());
    expect(server.calls.find((call) => call.method === 'POST')?.body).toEqual({
      carouselId: 'landing',
      title: COURSE.title,
      resourceType: 'course',
      resourceId: COURSE.id,
      resourceUrl: '',
    });
    await waitFor(() => expect(screen.getByTestId('carousel-usage').textContent).toBe('2 of 6 slots taken'));
  });

  it('flags a taken title while typing, shows the empty-address rule, undoes with the keyboard', async () => {
    const user = userEvent.setup();
    const server = carouselServer(['Destacado 1']);
    renderWithApp(<CarouselWizardPage />);
    await user.click(await screen.findByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: 'New carousel slot' });
    const titleEs = within(dialog).getByLabelText('Title in Spanish');
    await user.type(titleEs, 'destacado 1');
    expect(await within(dialog).findByText('This value is already in use')).toBeTruthy();
    const check = server.calls.find((call) => call.method === 'HEAD');
    expect(check?.path).toBe('/carousels/title/check');
    expect(check?.query.get('carouselId')).toBe('landing');

    await choose(user, 'Resource type', 'Web address');
    const address = within(dialog).getByLabelText('Address');
    await user.type(address, 'x');
    await user.clear(address);
    expect(await within(dialog).findByText('Empty resource url')).toBeTruthy();
    await user.type(address, 'ftp://nowhere');
    expect(await within(dialog).findByText('Not valid')).toBeTruthy();

    // Ctrl+Z takes the last edit back (edits within 500 ms merge into one step).
    await user.clear(titleEs);
    await new Promise((resolve) => setTimeout(resolve, 600));
    await user.type(titleEs, 'Nuevo');
    await new Promise((resolve) => setTimeout(resolve, 600));
    await user.keyboard('{Control>}z{/Control}');
    expect((titleEs as HTMLInputElement).value).toBe('');
    await user.keyboard('{Control>}y{/Control}');
    expect((titleEs as HTMLInputElement).value).toBe('Nuevo');
  });

  it('says when every slot is taken, and the server refusal shows on the carousel field', async () => {
    const user = userEvent.setup();
    carouselServer(['Uno', 'Dos', 'Tres', 'Cuatro', 'Cinco', 'Seis']);
    renderWithApp(<CarouselWizardPage />, 'es');
    expect((await screen.findByTestId('carousel-full')).textContent).toBe(
      'Todos los espacios están ocupados. Elimine uno para añadir otro.',
    );
    await user.click(screen.getByRole('button', { name: 'Añadir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo espacio del carrusel' });
    await user.type(within(dialog).getByLabelText('Título en español'), 'Siete');
    await user.type(within(dialog).getByLabelText('Título en inglés'), 'Seven');
    await choose(user, 'Tipo de recurso', 'Dirección web');
    await user.type(within(dialog).getByLabelText('Dirección'), '/courses');
    const ok = within(dialog).getByRole('button', { name: 'Aceptar' });
    await waitFor(() => expect(ok).toHaveProperty('disabled', false));
    await user.click(ok);
    expect(await within(dialog).findByText('All slots taken')).toBeTruthy();
    expect(ok).toHaveProperty('disabled', true);

    // Escape with unsaved changes asks before losing them.
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('dialog', { name: /cambios/i })).toBeTruthy();
  });

  it('edits a slot with the version it read, and keeps the input when someone else saved first', async () => {
    const user = userEvent.setup();
    const server = carouselServer(['Uno', 'Dos']);
    renderWithApp(<CarouselWizardPage />);
    await user.click(await screen.findByRole('button', { name: 'Edit 2. Dos (Web address)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the carousel slot' });
    const titleEn = await within(dialog).findByLabelText('Title in English');
    expect(within(dialog).getByText('Position 2')).toBeTruthy();
    expect((within(dialog).getByLabelText('Address') as HTMLInputElement).value).toBe('/r/2');
    await user.clear(titleEn);
    await user.type(titleEn, 'Two');
    // Someone else saves the slot meanwhile.
    server.slots[1]!.version = 2;
    const ok = within(dialog).getByRole('button', { name: 'OK' });
    await waitFor(() => expect(ok).toHaveProperty('disabled', false));
    await user.click(ok);
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'Someone else saved this record first',
    );
    expect((titleEn as HTMLInputElement).value).toBe('Two');
    const put = server.calls.find((call) => call.method === 'PUT');
    expect(put?.path).toBe('/carousels');
    expect(put?.body).toEqual({
      id: server.slots[1]!.id,
      version: 1,
      carouselId: 'landing',
      title: { es: 'Dos', en: 'Two' },
      resourceType: 'url',
      resourceId: '',
      resourceUrl: '/r/2',
    });
  });
});
