import { type APIRequestContext, expect, test } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { signIn, USERS } from '../support/auth';
import { apiSignIn } from '../support/people';
import { saveScreen } from '../support/screenshot';

/** A draft course of the administrator's (its owner), made through the API, titled in both languages. */
async function adminCourse(request: APIRequestContext, title: { es: string; en: string }, order: number) {
  const { headers } = await apiSignIn(request, USERS.admin);
  const created = await request.post('/api/courses', {
    headers,
    data: {
      title,
      description: { es: 'Curso de prueba.', en: 'A test course.' },
      level: 'A2',
      order,
      locale: 'es',
      published: false,
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  return ((await created.json()) as { id: string }).id;
}

test.describe('/course-wizard: who teaches a course', () => {
  test('the administrator adds the demo professor as co-teacher of a course; the professor may change it and reads another one (es)', async ({
    page,
    browser,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    const stamp = Date.now().toString(36);
    const shared = `Curso compartido ${stamp}`;
    const other = `Curso ajeno ${stamp}`;
    const sharedId = await adminCourse(request, { es: shared, en: `Shared course ${stamp}` }, 9000);
    await adminCourse(request, { es: other, en: `Other course ${stamp}` }, 9001);

    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, 'es', USERS.admin);
    await page.goto('/course-wizard');
    await page.getByRole('searchbox', { name: 'Filtrar' }).fill(stamp);
    const list = page.getByRole('list', { name: 'Cursos' });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await page.getByRole('button', { name: `Profesores de ${shared}` }).click();
    const dialog = page.getByRole('dialog', { name: `Profesores del curso: ${shared}` });
    await expect(dialog.getByText(/Propietario:/)).toBeVisible();
    await dialog.getByRole('combobox', { name: 'Co-docentes' }).fill('Pablo');
    await page.getByRole('option', { name: /Pablo Ortega/ }).click();
    // Escape closes the picker's list (not the dialog), which may cover the buttons.
    await page.keyboard.press('Escape');
    await expect(dialog.getByRole('listbox')).toBeHidden();
    await saveScreen(page, testInfo, 'course-teachers-form-es');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Aceptar' }).click();
    await expect(dialog).toBeHidden();
    const { headers } = await apiSignIn(request, USERS.admin);
    const teachers = await request.get(`/api/courses/${sharedId}/teachers`, { headers });
    expect(((await teachers.json()) as { teachers: { name: string }[] }).teachers.map((t) => t.name)).toEqual(
      [expect.stringMatching(/^Pablo Ortega/)],
    );

    // The professor: the shared course is theirs to change, the other one opens to read.
    const context = await browser.newContext({
      baseURL: testInfo.project.use.baseURL,
      viewport: { width: 375, height: 800 },
    });
    const professor = await context.newPage();
    await signIn(professor, 'es', USERS.profesor);
    await professor.goto('/course-wizard');
    await professor.getByRole('searchbox', { name: 'Filtrar' }).fill(stamp);
    const rows = professor.getByRole('list', { name: 'Cursos' }).getByRole('listitem');
    await expect(rows).toHaveCount(2);
    const sharedRow = rows.filter({ hasText: shared });
    const otherRow = rows.filter({ hasText: other });
    await expect(sharedRow).toContainText('co-docente');
    await expect(otherRow).toContainText('solo lectura');
    await expect(otherRow.getByRole('button', { name: `Eliminar ${other}` })).toHaveCount(0);
    await expect(sharedRow.getByRole('button', { name: `Eliminar ${shared}` })).toHaveCount(1);

    await otherRow.getByRole('button', { name: `Ver ${other}` }).click();
    const view = professor.getByRole('dialog', { name: 'Ver curso' });
    await expect(view.getByText(/Usted no enseña este curso/)).toBeVisible();
    await expect(view.getByLabel(/^Título en español/)).toBeDisabled();
    await expect(view.getByRole('button', { name: 'Aceptar' })).toHaveCount(0);
    await saveScreen(professor, testInfo, 'course-read-only-es-375');
    await expectAccessible(professor);
    await view.getByRole('button', { name: 'Cancelar' }).click();
    await expect(view).toBeHidden();

    await sharedRow.getByRole('button', { name: `Editar ${shared}` }).click();
    const edit = professor.getByRole('dialog', { name: 'Editar curso' });
    await expect(edit.getByLabel(/^Título en español/)).toBeEnabled();
    await expect(edit.getByRole('region', { name: 'Profesores del curso' })).toContainText('Pablo Ortega');
    await edit.getByLabel(/^Título en español/).fill(`${shared} editado`);
    await edit.getByRole('button', { name: 'Aceptar' }).click();
    await expect(edit).toBeHidden();
    await expect(rows.filter({ hasText: `${shared} editado` })).toHaveCount(1);
    const overflow = await professor.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
    await context.close();
  });
});
