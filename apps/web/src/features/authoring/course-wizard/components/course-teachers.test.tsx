import type { TCourseTeachers, TCourseTeaching } from '@puente/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearFormState } from '../../../../test/clear-form-state';
import { server } from '../../../../test/msw-server';
import { renderWithApp } from '../../../../ui/test/render-with-app';
import { CourseForm } from './course-form';
import { CourseTeachersForm } from './course-teachers-form';

const COURSE = '0196b3a2-0000-7000-8000-0000000000c1';
const owner = { id: '0196b3a2-0000-7000-8000-0000000000a1', name: 'Ana Dueña' };
const pablo = { id: '0196b3a2-0000-7000-8000-0000000000a2', name: 'Pablo Ortega' };
const rosa = { id: '0196b3a2-0000-7000-8000-0000000000a3', name: 'Rosa Díaz' };

const teachingOf = (may: boolean, teachers = [pablo]): TCourseTeaching => ({
  owner,
  teachers,
  mayEdit: may,
  mayManageTeachers: may,
});

/** GET and PUT /api/courses/:id/teachers from memory; `refuse` may answer the PUT instead. */
function teachersServer(may: boolean, refuse?: () => Response) {
  const sent: unknown[] = [];
  let answer: TCourseTeachers = { ...teachingOf(may), candidates: [pablo, rosa] };
  server.use(
    http.get(`/api/courses/${COURSE}/teachers`, () => HttpResponse.json(answer)),
    http.put(`/api/courses/${COURSE}/teachers`, async ({ request }) => {
      const body = (await request.json()) as { teacherIds: string[] };
      sent.push(body);
      if (refuse) return refuse();
      const chosen = [pablo, rosa].filter((person) => body.teacherIds.includes(person.id));
      answer = { ...answer, teachers: chosen };
      return HttpResponse.json(answer);
    }),
    http.get('/api/courses', () => HttpResponse.json({ items: [], total: 0 })),
  );
  return { sent };
}

const openTeachers = async (locale: 'es' | 'en' = 'en') => {
  renderWithApp(<CourseTeachersForm id={COURSE} name="Inglés uno" onClose={vi.fn()} />, locale);
  const title = locale === 'en' ? 'Course teachers: Inglés uno' : 'Profesores del curso: Inglés uno';
  return screen.findByRole('dialog', { name: title });
};

beforeEach(clearFormState);
afterEach(clearFormState);

describe('the course teachers form', { timeout: 30_000 }, () => {
  it('the owner (or an administrator) adds a co-teacher from the searchable picker and saves with PUT', async () => {
    const user = userEvent.setup();
    const { sent } = teachersServer(true);
    const dialog = await openTeachers();
    expect(await within(dialog).findByText(/Ana Dueña/)).toBeTruthy();
    const picker = await within(dialog).findByRole('combobox', { name: 'Co-teachers' });
    await user.click(picker);
    await user.type(picker, 'ros');
    await user.click(await screen.findByRole('option', { name: 'Rosa Díaz', hidden: true }));
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(sent).toEqual([{ teacherIds: [pablo.id, rosa.id] }]));
    expect(await screen.findByText('Teachers of “Inglés uno” saved.')).toBeTruthy();
  });

  it('a professor who does not own the course reads its teachers: no picker, no OK, and why', async () => {
    teachersServer(false);
    const dialog = await openTeachers('es');
    const list = await within(dialog).findByRole('list', { name: 'Co-docentes' });
    expect(list.textContent).toContain('Pablo Ortega');
    expect(within(dialog).queryByRole('combobox')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Aceptar' })).toBeNull();
    expect(
      within(dialog).getByText(
        'Solo un administrador o el propietario del curso pueden elegir sus co-docentes.',
      ),
    ).toBeTruthy();
  });

  it("shows the server's refusal of a co-teacher on the picker, in the reader's language", async () => {
    const user = userEvent.setup();
    teachersServer(true, () =>
      HttpResponse.json(
        {
          code: 'invalid',
          message: 'invalid',
          errorInfo: {
            ModelState: [
              {
                field: 'teacherIds.1',
                code: 'course.teacher-not-professor',
                message: 'Los co-docentes deben ser profesores de esta escuela',
              },
            ],
          },
        },
        { status: 400 },
      ),
    );
    const dialog = await openTeachers('es');
    const picker = await within(dialog).findByRole('combobox', { name: 'Co-docentes' });
    await user.click(picker);
    await user.click(await screen.findByRole('option', { name: 'Rosa Díaz', hidden: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Aplicar' }));
    expect(
      await within(dialog).findByText('Los co-docentes deben ser profesores de esta escuela'),
    ).toBeTruthy();
  });

  it('a refusal of the whole change (not the owner any more) is said in the catalogue words', async () => {
    const user = userEvent.setup();
    teachersServer(true, () =>
      HttpResponse.json(
        { code: 'course.teachers-not-allowed', message: 'forbidden' },
        {
          status: 403,
        },
      ),
    );
    const dialog = await openTeachers();
    const picker = await within(dialog).findByRole('combobox', { name: 'Co-teachers' });
    await user.click(picker);
    await user.click(await screen.findByRole('option', { name: 'Rosa Díaz', hidden: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(
      await screen.findByText("Only an administrator or the course's owner may choose its co-teachers"),
    ).toBeTruthy();
  });
});

describe('the course form for a course the reader does not teach', { timeout: 30_000 }, () => {
  const course = (teaching: TCourseTeaching) => ({
    id: COURSE,
    key: 'ingles-uno',
    title: { es: 'Inglés uno', en: 'English one' },
    description: { es: 'Para empezar', en: 'To begin' },
    level: 'A1',
    coverImage: null,
    order: 1,
    locale: 'es',
    published: true,
    version: 3,
    chapterIds: [],
    lessons: [],
    teaching,
    deletedAt: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  });
  beforeEach(() => {
    server.use(http.get('/api/chapters', () => HttpResponse.json({ items: [], total: 0 })));
  });

  it('opens read-only: the reason, its teachers, every field disabled, only Cancel', async () => {
    const onTeachers = vi.fn();
    server.use(http.get(`/api/courses/${COURSE}`, () => HttpResponse.json(course(teachingOf(false)))));
    renderWithApp(
      <CourseForm id={COURSE} variant="dialog" onClose={vi.fn()} onTeachers={onTeachers} />,
      'es',
    );
    const dialog = await screen.findByRole('dialog', { name: 'Ver curso' });
    await within(dialog).findByDisplayValue('Inglés uno');
    expect(within(dialog).getByText(/Usted no enseña este curso/)).toBeTruthy();
    const section = within(dialog).getByRole('region', { name: 'Profesores del curso' });
    expect(section.textContent).toContain('Propietario: Ana Dueña');
    expect(section.textContent).toContain('Co-docentes: Pablo Ortega');
    expect(
      within(dialog)
        .getByLabelText(/Título en español/)
        .matches(':disabled'),
    ).toBe(true);
    expect(
      within(dialog)
        .getByRole('switch', { name: /Publicado/ })
        .matches(':disabled'),
    ).toBe(true);
    expect(within(dialog).queryByRole('button', { name: 'Aceptar' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Aplicar' })).toBeNull();
    await userEvent.click(within(section).getByRole('button', { name: 'Ver profesores' }));
    expect(onTeachers).toHaveBeenCalledWith(COURSE, 'Inglés uno');
  });

  it('a course the reader teaches stays editable, with its teachers and the button to change them', async () => {
    server.use(http.get(`/api/courses/${COURSE}`, () => HttpResponse.json(course(teachingOf(true)))));
    renderWithApp(<CourseForm id={COURSE} variant="dialog" onClose={vi.fn()} onTeachers={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Edit course' });
    await within(dialog).findByDisplayValue('Inglés uno');
    expect(
      within(dialog)
        .getByLabelText(/Title in Spanish/)
        .matches(':disabled'),
    ).toBe(false);
    expect(within(dialog).getByRole('button', { name: 'Change co-teachers' })).toBeTruthy();
    expect(within(dialog).queryByText(/You do not teach this course/)).toBeNull();
  });
});
