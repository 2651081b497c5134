import type { TClassDetail } from '@puente/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { anonymousState, useSession } from '../../../../lib/session/session-store';
import { server } from '../../../../test/msw-server';
import { renderWithApp } from '../../../../ui/test/render-with-app';
import { ClassesSection } from './classes-section';

const teacher = { id: '0196b3a2-0000-7000-8000-0000000000f1', name: 'Pablo Ortega', email: 'p@x.test' };
const ana = { id: '0196b3a2-0000-7000-8000-0000000000a1', name: 'Ana Soto', email: 'ana@x.test' };
const detail: TClassDetail = {
  id: '0196b3a2-0000-7000-8000-0000000000c1',
  name: 'A1 mañana',
  teachers: [teacher],
  students: [ana],
  courses: [{ id: '0196b3a2-0000-7000-8000-0000000000e1', title: 'Inglés A1' }],
};
const summary = { id: detail.id, name: detail.name, teachers: [teacher], studentCount: 1, courseCount: 1 };

const as = (role: 'Administrator' | 'Professor') =>
  useSession.setState({ ...anonymousState, role, identity: { ...anonymousState.identity, id: 'me-1' } });
afterEach(() => useSession.setState(anonymousState, true));

describe('the classes tab in /admin', { timeout: 20_000 }, () => {
  it('an administrator sees each class with its teachers and counts, and adds one through the form', async () => {
    const sent: unknown[] = [];
    let items = [summary];
    server.use(
      http.get('/api/admin/classes', () => HttpResponse.json({ items })),
      http.get('/api/admin/users', ({ request }) => {
        const role = new URL(request.url).searchParams.get('role');
        const person =
          role === 'Professor'
            ? [{ id: teacher.id, firstName: 'Pablo', lastName: 'Ortega', email: teacher.email, role }]
            : [];
        return HttpResponse.json({ items: person, total: person.length });
      }),
      http.get('/api/courses', () => HttpResponse.json({ items: [], total: 0 })),
      http.post('/api/admin/classes', async ({ request }) => {
        const body = (await request.json()) as { name: string };
        sent.push(body);
        items = [...items, { ...summary, id: '0196b3a2-0000-7000-8000-0000000000c2', name: body.name }];
        return HttpResponse.json(
          { ...detail, id: '0196b3a2-0000-7000-8000-0000000000c2', name: body.name },
          {
            status: 201,
          },
        );
      }),
    );
    as('Administrator');
    renderWithApp(<ClassesSection />, 'es');
    const row = await screen.findByRole('button', { name: /^A1 mañana/ });
    expect(row.textContent).toContain('Pablo Ortega · 1 alumno · 1 curso');

    await userEvent.click(screen.getByRole('button', { name: 'Nueva clase' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva clase' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Nombre/ }), 'B1 tarde');
    await userEvent.type(within(dialog).getByRole('combobox', { name: /Profesores/ }), 'Pab');
    await screen.findByRole('option', { name: /Pablo Ortega/, hidden: true });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(within(dialog).getByText('Pablo Ortega · p@x.test')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() =>
      expect(sent).toEqual([{ name: 'B1 tarde', teacherIds: [teacher.id], studentIds: [], courseIds: [] }]),
    );
    expect(await screen.findByRole('button', { name: /^B1 tarde/ })).toBeTruthy();
  });

  it('a class without a teacher is not sent: OK stays off until one is chosen', async () => {
    const sent: unknown[] = [];
    server.use(
      http.get('/api/admin/classes', () => HttpResponse.json({ items: [] })),
      http.get('/api/admin/users', () => HttpResponse.json({ items: [], total: 0 })),
      http.get('/api/courses', () => HttpResponse.json({ items: [], total: 0 })),
      http.post('/api/admin/classes', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(detail, { status: 201 });
      }),
    );
    as('Administrator');
    renderWithApp(<ClassesSection />, 'en');
    expect(await screen.findByText(/No classes yet/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'New class' }));
    const dialog = await screen.findByRole('dialog', { name: 'New class' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'C1');
    const ok = within(dialog).getByRole('button', { name: 'OK' });
    expect(ok.hasAttribute('disabled')).toBe(true);
    await userEvent.click(ok);
    expect(sent).toEqual([]);
  });

  it('a professor sees the classes they teach and opens one to read its students; nothing to add or delete', async () => {
    server.use(
      http.get('/api/admin/classes', () => HttpResponse.json({ items: [summary] })),
      http.get(`/api/admin/classes/${detail.id}`, () => HttpResponse.json(detail)),
    );
    as('Professor');
    renderWithApp(<ClassesSection />, 'en');
    await userEvent.click(await screen.findByRole('button', { name: /^A1 mañana/ }));
    const dialog = await screen.findByRole('dialog', { name: 'A1 mañana' });
    expect(await within(dialog).findByText('Ana Soto · ana@x.test')).toBeTruthy();
    expect(within(dialog).getByText('Inglés A1')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New class' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete the class/ })).toBeNull();
  });
});
