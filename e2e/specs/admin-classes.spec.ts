import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { signIn, USERS } from '../support/auth';
import { saveScreen } from '../support/screenshot';

test.describe('/admin: classes', () => {
  test('the administrator creates a class with a teacher and a student (es); the professor sees it and its student at 375 px, with nothing to change', async ({
    page,
    browser,
  }, testInfo) => {
    const name = `Clase ${Date.now()}`;
    await signIn(page, 'es', USERS.admin);
    await page.goto('/admin?tab=classes');
    await expect(page.getByRole('heading', { level: 2, name: 'Clases' })).toBeVisible();
    await page.getByRole('button', { name: 'Nueva clase' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nueva clase' });
    await dialog.getByRole('textbox', { name: /^Nombre/ }).fill(name);
    await dialog.getByRole('combobox', { name: /^Profesores/ }).fill('profesor@demo');
    await page.getByRole('option', { name: /profesor@demo\.puente\.test/ }).click();
    // Each pick shows as a chip at once: without a teacher OK stays off, and the class would not be saved.
    await expect(dialog.getByText('Pablo Ortega Núñez · profesor@demo.puente.test')).toBeVisible();
    await dialog.getByRole('combobox', { name: /^Alumnos/ }).fill('estudiante@demo');
    await page.getByRole('option', { name: /estudiante@demo\.puente\.test/ }).click();
    await expect(dialog.getByText('Estefanía Muñoz Peña · estudiante@demo.puente.test')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Aceptar' })).toBeEnabled();
    await saveScreen(page, testInfo, 'admin-class-form-es');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Aceptar' }).click();
    await expect(dialog).toBeHidden();
    const row = page.getByRole('button', { name: new RegExp(`^${name} `) });
    await expect(row).toContainText('1 alumno · 0 cursos');
    await saveScreen(page, testInfo, 'admin-classes-es');

    const context = await browser.newContext({
      baseURL: testInfo.project.use.baseURL,
      viewport: { width: 375, height: 800 },
    });
    const professor = await context.newPage();
    await signIn(professor, 'es', USERS.profesor);
    await professor.goto('/admin?tab=classes');
    await professor.getByRole('button', { name: new RegExp(`^${name} `) }).click();
    const view = professor.getByRole('dialog', { name });
    await expect(view.getByText(/estudiante@demo\.puente\.test/)).toBeVisible();
    await expect(professor.getByRole('button', { name: 'Nueva clase' })).toHaveCount(0);
    const overflow = await professor.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
    await saveScreen(professor, testInfo, 'professor-class-es-375');
    await expectAccessible(professor);
    await context.close();
  });
});
