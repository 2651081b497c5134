import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { signIn, USERS } from '../support/auth';
import { saveScreen } from '../support/screenshot';

test.describe('/admin: users imported from a CSV', () => {
  test('the administrator previews a CSV with one bad row (es), imports the rest, and finds an imported user in the list filtered by class', async ({
    page,
  }, testInfo) => {
    const stamp = Date.now();
    const className = `Importados ${stamp}`;
    const imported = `importada-${stamp}@example.test`;
    await signIn(page, 'es', USERS.admin);

    // A class to import into (a class has a teacher).
    await page.goto('/admin?tab=classes');
    await page.getByRole('button', { name: 'Nueva clase' }).click();
    const classDialog = page.getByRole('dialog', { name: 'Nueva clase' });
    await classDialog.getByRole('textbox', { name: /^Nombre/ }).fill(className);
    await classDialog.getByRole('combobox', { name: /^Profesores/ }).fill('profesor@demo');
    await page.getByRole('option', { name: /profesor@demo\.puente\.test/ }).click();
    await classDialog.getByRole('button', { name: 'Aceptar' }).click();
    await expect(classDialog).toBeHidden();

    await page.goto('/admin');
    await page.getByRole('button', { name: 'Importar CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Importar usuarios desde un CSV' });
    const csv = [
      'correo;nombre;apellidos;rol;clase;idioma',
      `${imported};Lucía;"Importada Ruiz";estudiante;${className};es`,
      `no-es-un-correo;Mal;Escrito;estudiante;${className};es`,
      `importado-${stamp}@example.test;Tomás;Importado;alumno;${className};en`,
    ].join('\r\n');
    await page.locator('input[type="file"]').setInputFiles({
      name: 'alumnos.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`\uFEFF${csv}`, 'utf8'),
    });
    await expect(
      dialog.getByText('2 se crearán, 0 se actualizarán, 0 sin cambios, 1 con errores'),
    ).toBeVisible();
    await expect(dialog.getByText('Fila 3, correo: no es una dirección válida')).toBeVisible();
    await saveScreen(page, testInfo, 'admin-users-import-preview-es');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Importar 2 usuarios' }).click();
    await expect(dialog.getByText(/Usuarios creados: 2 \(invitados por correo\)/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Cerrar' }).last().click();
    await expect(dialog).toBeHidden();

    await page.getByRole('combobox', { name: 'Clase', exact: true }).click();
    await page.getByRole('option', { name: className }).click();
    const table = page.getByRole('table', { name: 'Usuarios de la escuela' });
    await expect(table.getByText(imported)).toBeVisible();
    await expect(table.getByText(`importado-${stamp}@example.test`)).toBeVisible();
    await expect(table.getByText('no-es-un-correo')).toHaveCount(0);
  });
});
