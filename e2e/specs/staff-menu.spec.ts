import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { openProfileMenu, signIn, TEXT, USERS } from '../support/auth';
import { saveScreen } from '../support/screenshot';

const storedProduct = (page: Page) => page.evaluate(() => localStorage.getItem('puente.product'));

async function signOut(page: Page) {
  const menu = await openProfileMenu(page);
  await menu.getByRole('menuitem', { name: TEXT.es.signOut }).click();
  // Signing out ends the session on the page, then reloads it at '/': wait for the new page, or a read of
  // the page may land on the one being left (its sign-in link shows before the reload).
  const reloaded = page.waitForEvent('load');
  await page
    .getByRole('dialog', { name: 'Cerrar sesión' })
    .getByRole('button', { name: TEXT.es.signOut })
    .click();
  await reloaded;
  await expect(page.getByRole('link', { name: TEXT.es.signIn })).toBeVisible();
}

test.describe('the menus of staff', () => {
  test('the administrator works in Management, switches to Learning and back; reload keeps it, logout resets it', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, 'es', USERS.admin);
    const leftMenu = page.getByTestId('left-menu');
    const productSwitch = page.getByTestId('product-switch');

    // Management is the administrator's default product; its groups come from the server.
    await expect(productSwitch).toHaveText('Gestión');
    await expect.poll(() => storedProduct(page)).toBe('management');
    await leftMenu.getByRole('button', { name: 'Informes' }).click();
    await expect(leftMenu.getByRole('link', { name: 'Actividad de usuarios' })).toBeVisible();
    await expect(leftMenu.getByRole('button', { name: 'Estudio' })).toHaveCount(0);
    await saveScreen(page, testInfo, 'staff-menu-management-desktop');
    await expectAccessible(page);
    // Selecting the open group again closes it.
    await leftMenu.getByRole('button', { name: 'Informes' }).click();
    await expect(leftMenu.getByRole('link', { name: 'Actividad de usuarios' })).toBeHidden();

    // Learning: what students see, without the student's own items.
    await productSwitch.click();
    await page.getByRole('menuitem', { name: 'Aprendizaje' }).click();
    await expect(page).toHaveURL(/\/courses$/);
    await expect(productSwitch).toHaveText('Aprendizaje');
    await expect(leftMenu.getByRole('link', { name: 'Cursos' })).toBeVisible();
    await expect(leftMenu.getByRole('button', { name: 'Práctica' })).toBeVisible();
    await expect(leftMenu.getByRole('button', { name: 'Informes' })).toHaveCount(0);
    await expect(leftMenu.getByRole('button', { name: 'Mi cuenta' })).toHaveCount(0);
    await expect.poll(() => storedProduct(page)).toBe('learning');
    await saveScreen(page, testInfo, 'staff-menu-learning-desktop');

    // A reload keeps the selected product.
    await page.reload();
    await expect(page.getByTestId('product-switch')).toHaveText('Aprendizaje');
    await expect(page.getByTestId('left-menu').getByRole('button', { name: 'Estudio' })).toBeVisible();

    // And back to Management.
    await page.getByTestId('product-switch').click();
    await page.getByRole('menuitem', { name: 'Gestión' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByTestId('left-menu').getByRole('button', { name: 'Informes' })).toBeVisible();
    await expect.poll(() => storedProduct(page)).toBe('management');

    // Logout resets the menu: signed in again, the default product is back.
    await page.getByTestId('product-switch').click();
    await page.getByRole('menuitem', { name: 'Aprendizaje' }).click();
    await expect.poll(() => storedProduct(page)).toBe('learning');
    await signOut(page);
    await expect.poll(() => storedProduct(page)).toBeNull();
    await signIn(page, 'es', USERS.admin);
    await expect(page.getByTestId('product-switch')).toHaveText('Gestión');
    await expect(page.getByTestId('left-menu').getByRole('button', { name: 'Informes' })).toBeVisible();
  });

  test('on a 390 px screen the drawer switches the product', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'es', USERS.admin);
    const drawer = page.getByRole('dialog');
    const products = drawer.getByRole('radiogroup', { name: 'Productos' });
    // The shell closes the drawer when it (re)mounts or the address changes: on a slow machine the home
    // can still be settling after the sign-in, so the drawer is opened again until it stays.
    await expect(async () => {
      if (!(await drawer.isVisible())) await page.getByTestId('menu-toggle').click();
      await expect(products.getByRole('radio', { name: 'Gestión' })).toBeChecked({ timeout: 2_000 });
      // A trial click waits until the drawer has slid in.
      await drawer.getByRole('button', { name: 'Informes' }).click({ trial: true, timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await saveScreen(page, testInfo, 'staff-menu-management-390');
    await products.getByText('Aprendizaje').click();
    await expect(page).toHaveURL(/\/courses$/);
    await expect(drawer).toBeHidden();
    await page.getByTestId('menu-toggle').click();
    await expect(drawer.getByRole('radio', { name: 'Aprendizaje' })).toBeChecked();
    await drawer.getByRole('button', { name: 'Estudio' }).click({ trial: true });
    await saveScreen(page, testInfo, 'staff-menu-learning-390');
    await expectAccessible(page);
    await expect.poll(() => storedProduct(page)).toBe('learning');
    // The next test of this browser profile starts from the default again.
    await page.keyboard.press('Escape');
    await signOut(page);
  });
});
