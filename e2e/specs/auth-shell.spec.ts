import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { openProfileMenu, setPreferredLanguage, signIn, submitLogin, TEXT, USERS } from '../support/auth';
import { saveScreen } from '../support/screenshot';
import { openSettingsMenu } from '../support/settings-menu';

test.describe('the application shell', () => {
  // Switching the language while signed in keeps it on the server: the demo student's stays Spanish.
  test.afterEach(async ({ request }) => {
    await setPreferredLanguage(request, USERS.estudiante, 'es');
  });

  test('logout asks for confirmation, then clears the session and keeps the remembered username', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByLabel('Recordarme').check();
    await submitLogin(page, 'es', USERS.estudiante);
    await expect(page.getByTestId('profile-menu')).toBeVisible();
    // The product the server served the menus for is selected and stored.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('puente.product'))).toBe('learning');

    let menu = await openProfileMenu(page);
    await menu.getByRole('menuitem', { name: TEXT.es.signOut }).click();
    const dialog = page.getByRole('dialog', { name: 'Cerrar sesión' });
    await expect(dialog).toContainText('¿Está seguro de que desea cerrar la sesión?');
    await dialog.getByRole('button', { name: TEXT.es.cancel }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId('profile-menu')).toBeVisible();

    menu = await openProfileMenu(page);
    await menu.getByRole('menuitem', { name: TEXT.es.signOut }).click();
    const logoff = page.waitForRequest('**/api/authentication/logoff');
    await dialog.getByRole('button', { name: TEXT.es.signOut }).click();
    expect((await logoff).method()).toBe('PUT');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: TEXT.es.signIn })).toBeVisible();
    await expect(page.getByTestId('profile-menu')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('puente.product'))).toBeNull();
    expect((await page.context().cookies()).some((cookie) => cookie.name === 'puente_session')).toBe(false);

    await page.getByRole('link', { name: TEXT.es.signIn }).click();
    await expect(page.getByLabel(TEXT.es.username)).toHaveValue(USERS.estudiante);
    await expect(page.getByLabel('Recordarme')).toBeChecked();
  });

  test('left menu, sub-header and settings work on desktop; the shell passes axe', async ({
    page,
  }, testInfo) => {
    await signIn(page, 'es', USERS.estudiante);
    await page.goto('/exams');
    const subnav = page.getByRole('navigation', { name: 'Navegación principal' });
    await expect(subnav.getByRole('link', { name: 'Exámenes' })).toHaveAttribute('aria-current', 'page');
    await expect(subnav.getByRole('link', { name: 'Cursos' })).not.toHaveAttribute('aria-current', 'page');

    const leftMenu = page.getByTestId('left-menu');
    await expect(leftMenu.getByRole('link', { name: 'Exámenes' })).toBeVisible();
    await leftMenu.getByRole('button', { name: 'Estudio' }).click();
    await expect(leftMenu.getByRole('link', { name: 'Repasos' })).toBeVisible();
    await leftMenu.getByRole('button', { name: 'Estudio' }).click();
    await expect(leftMenu.getByRole('link', { name: 'Repasos' })).toBeHidden();
    await saveScreen(page, testInfo, 'auth-shell-student-es');
    await expectAccessible(page);

    // The closed left menu stays closed after a reload.
    await page.getByTestId('menu-toggle').click();
    await expect(leftMenu).toBeHidden();
    await page.reload();
    await expect(page.getByTestId('profile-menu')).toBeVisible();
    await expect(page.getByTestId('left-menu')).toBeHidden();
    await page.getByTestId('menu-toggle').click();
    await expect(page.getByTestId('left-menu')).toBeVisible();

    // Settings: full screen hides the left menu, and the language switches to English.
    const language = await openSettingsMenu(page);
    await page.getByLabel('Pantalla completa').check();
    await expect(page.getByTestId('left-menu')).toBeHidden();
    await page.getByLabel('Pantalla completa').uncheck();
    await language.getByText('EN', { exact: true }).click();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await page.keyboard.press('Escape');
    await openProfileMenu(page);
    await expectAccessible(page);
    await saveScreen(page, testInfo, 'auth-shell-student-menu-en');
  });

  test('on a 390 px screen the left menu is a burger drawer', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'es', USERS.admin);
    await expect(page.getByTestId('left-menu')).toBeHidden();
    await saveScreen(page, testInfo, 'auth-shell-admin-390');
    await page.getByTestId('menu-toggle').click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('button', { name: 'Informes' })).toBeVisible();
    await drawer.getByRole('button', { name: 'Informes' }).click();
    await saveScreen(page, testInfo, 'auth-shell-admin-drawer-390');
    await expectAccessible(page);
    await drawer.getByRole('link', { name: 'Actividad de usuarios' }).click();
    await expect(page).toHaveURL(/\/user-activity$/);
    await expect(drawer).toBeHidden();
  });
});
