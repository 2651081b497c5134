import type { TCourseItem } from '@puente/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { anonymousState, useSession } from '../../../../lib/session/session-store';
import { clearFormState } from '../../../../test/clear-form-state';
import { server } from '../../../../test/msw-server';
import { layOutScroller, renderWithApp } from '../../../../ui/test/render-with-app';
import CourseWizardPage from './course-wizard-page';

const ME = '0196b3a2-0000-7000-8000-0000000000a2';
const owner = { id: '0196b3a2-0000-7000-8000-0000000000a1', name: 'Ana Dueña' };

const course = (n: number, es: string, mayEdit: boolean, teachers: { id: string; name: string }[]) =>
  ({
    id: `0196b3a2-0000-7000-8000-0000000000c${n}`,
    key: `curso-${n}`,
    version: 1,
    title: { es, en: es },
    description: { es: 'D', en: 'D' },
    level: 'A1',
    coverImage: null,
    order: n,
    locale: 'es',
    published: true,
    passPercent: 80,
    chapterIds: [],
    teaching: { owner, teachers, mayEdit, mayManageTeachers: false },
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    deletedAt: null,
  }) satisfies TCourseItem;

const taught = course(1, 'Inglés uno', true, [{ id: ME, name: 'Pablo Ortega' }]);
const other = course(2, 'Inglés dos', false, []);

let restoreLayout: () => void;
beforeEach(() => {
  clearFormState();
  restoreLayout = layOutScroller(340);
  useSession.setState({
    ...anonymousState,
    role: 'Professor',
    identity: { ...anonymousState.identity, id: ME },
  });
  server.use(http.get('/api/courses', () => HttpResponse.json({ items: [taught, other], total: 2 })));
});
afterEach(() => {
  restoreLayout();
  clearFormState();
  useSession.setState(anonymousState, true);
});

describe('the courses list for a professor', { timeout: 30_000 }, () => {
  it('says which courses they teach; the others open to read, with no delete', async () => {
    renderWithApp(<CourseWizardPage />, 'es');
    const list = await screen.findByRole('list', { name: 'Cursos' });
    const rows = await within(list).findAllByRole('listitem');
    const [mine, theirs] = rows as [HTMLElement, HTMLElement];
    expect(mine.textContent).toContain('A1 · Publicado · co-docente');
    expect(theirs.textContent).toContain('A1 · Publicado · solo lectura');
    expect(within(mine).getByRole('button', { name: 'Editar Inglés uno' })).toBeTruthy();
    expect(within(mine).getByRole('button', { name: 'Eliminar Inglés uno' })).toBeTruthy();
    expect(within(theirs).queryByRole('button', { name: 'Editar Inglés dos' })).toBeNull();
    expect(within(theirs).queryByRole('button', { name: 'Eliminar Inglés dos' })).toBeNull();
    expect(within(theirs).getByRole('button', { name: 'Ver Inglés dos' })).toBeTruthy();
    expect(screen.getByText(/Usted puede modificar los cursos que enseña/)).toBeTruthy();
  });

  it("opens a course's teachers from its row, read-only for a professor who does not own it", async () => {
    server.use(
      http.get(`/api/courses/${other.id}/teachers`, () =>
        HttpResponse.json({ ...other.teaching, candidates: [] }),
      ),
    );
    renderWithApp(<CourseWizardPage />, 'es');
    await userEvent.click(await screen.findByRole('button', { name: 'Profesores de Inglés dos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Profesores del curso: Inglés dos' });
    expect(await within(dialog).findByText('Ana Dueña')).toBeTruthy();
    expect(within(dialog).getByText('ninguno')).toBeTruthy();
    expect(within(dialog).queryByRole('combobox')).toBeNull();
  });
});
