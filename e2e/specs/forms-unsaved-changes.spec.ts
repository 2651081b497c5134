import { expect, test } from '@playwright/test';
import { signIn, USERS } from '../support/auth';

test.describe('unsaved changes in a form', () => {
  test('a new course shows its title after Apply; the left menu asks before losing an edit, and losing it keeps the saved course', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, 'es', USERS.admin);
    await page.goto('/course-wizard');
    await expect(page.getByRole('list', { name: 'Cursos' })).toBeVisible();

    // A new course: the required fields are marked, and the form says why Aceptar waits.
    const stamp = Date.now().toString(36);
    const titleEs = `Curso guardado ${stamp}`;
    await page.getByRole('button', { name: 'Añadir', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo curso' });
    await expect(dialog.getByRole('button', { name: 'Aceptar' })).toBeDisabled();
    await expect(dialog.getByTestId('form-missing')).toContainText('Título en español');
    await expect(dialog.getByLabel('Título en español')).toHaveAttribute('aria-required', 'true');
    await dialog.getByLabel('Título en español').fill(titleEs);
    await dialog.getByLabel('Título en inglés').fill(`Saved course ${stamp}`);
    await dialog.getByLabel('Descripción en español').fill('Un curso de prueba.');
    await dialog.getByLabel('Descripción en inglés').fill('A test course.');
    await expect(dialog.getByTestId('form-missing')).toBeHidden();
    await dialog.getByRole('button', { name: 'Aplicar' }).click();
    // After Apply the form shows what it saved, and the toast says so.
    const saved = page.getByRole('dialog', { name: titleEs });
    await expect(saved).toBeVisible();
    await expect(page.getByText(`Curso «${titleEs}» guardado.`)).toBeVisible();
    await saved.getByRole('button', { name: 'Cancelar' }).click();
    await expect(saved).toBeHidden();

    // The course in the side panel: an edit of its title, then the left menu.
    await page.getByRole('button', { name: `Abrir ${titleEs} en el panel lateral` }).click();
    const panel = page.getByRole('complementary', { name: 'Editar curso' });
    const title = panel.getByLabel('Título en español');
    await expect(title).toHaveValue(titleEs);
    await title.fill(`${titleEs} editado`);
    const leftMenu = page.getByTestId('left-menu');
    await leftMenu.getByRole('button', { name: 'Informes' }).click();
    const menuLink = leftMenu.getByRole('link', { name: 'Actividad de usuarios' });
    await menuLink.click();
    const ask = page.getByRole('dialog', { name: 'Cambios sin guardar' });
    await expect(ask).toBeVisible();
    await expect(ask).toContainText('Tiene cambios sin guardar. ¿Desea perderlos?');

    // Stay: still on the courses, the edit still there.
    await ask.getByRole('button', { name: 'Seguir editando' }).click();
    await expect(ask).toBeHidden();
    await expect(page).toHaveURL(/\/course-wizard$/);
    await expect(title).toHaveValue(`${titleEs} editado`);

    // Leave: the menu goes on, nothing was saved, and the course opens again with its saved title.
    await menuLink.click();
    await page
      .getByRole('dialog', { name: 'Cambios sin guardar' })
      .getByRole('button', { name: 'Perder los cambios' })
      .click();
    await expect(page).toHaveURL(/\/user-activity$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/course-wizard$/);
    await expect(
      page.getByRole('button', { name: `Abrir ${titleEs} editado en el panel lateral` }),
    ).toHaveCount(0);
    await page.getByRole('button', { name: `Abrir ${titleEs} en el panel lateral` }).click();
    await expect(
      page.getByRole('complementary', { name: 'Editar curso' }).getByLabel('Título en español'),
    ).toHaveValue(titleEs);
  });
});
