import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { type Lang, setPreferredLanguage, signIn, USERS, useLanguage } from '../support/auth';
import { saveScreen } from '../support/screenshot';

const uniqueEmail = (name: string) => `${name}-${Date.now()}@example.test`;

const TEXT = {
  es: {
    title: 'Administración',
    users: 'Usuarios',
    audit: 'Registro de auditoría',
    list: 'Usuarios de la escuela',
    add: 'Añadir',
    newUser: 'Nuevo usuario',
    firstName: /^Nombre/,
    lastName: /^Apellidos/,
    email: /^Correo electrónico/,
    ok: 'Aceptar',
    inUse: 'El nombre de usuario ya está en uso',
    pending: 'Invitación pendiente',
    filter: 'Buscar por nombre o correo',
    actionsOf: 'Acciones: Estefanía Muñoz Peña',
    impersonate: 'Ver como este usuario',
    viewingAs: 'Viendo como Estefanía Muñoz Peña',
    back: 'Volver a mi sesión',
    created: 'Usuario creado',
    impersonated: 'Inicio de suplantación',
    ended: 'Fin de suplantación',
    kind: 'Tipo',
    impersonation: 'Suplantación',
    item: 'Elemento: Estefanía Muñoz Peña',
    csv: 'Descargar CSV',
    actedAs: 'Por Ana Administradora, viendo como Estefanía Muñoz Peña',
    auditFilter: 'Buscar por acción, usuario o elemento',
  },
  en: {
    title: 'Administration',
    users: 'Users',
    audit: 'Audit log',
    list: "The school's users",
    add: 'Add',
    newUser: 'New user',
    firstName: /^First name/,
    lastName: /^Last name/,
    email: /^E-mail/,
    ok: 'OK',
    inUse: 'Username already in use',
    pending: 'Invitation pending',
    filter: 'Search by name or e-mail',
    actionsOf: 'Actions: Estefanía Muñoz Peña',
    impersonate: 'View as this user',
    viewingAs: 'Viewing as Estefanía Muñoz Peña',
    back: 'Back to my session',
    created: 'User created',
    impersonated: 'Impersonation started',
    ended: 'Impersonation ended',
    kind: 'Kind',
    impersonation: 'Impersonation',
    item: 'Item: Estefanía Muñoz Peña',
    csv: 'Download CSV',
    actedAs: 'By Ana Administradora, viewing as Estefanía Muñoz Peña',
    auditFilter: 'Search by action, user or item',
  },
} as const;

/**
 * The administrator creates a user, acts as the demo student (the banner on every screen), goes back to
 * their own session, and finds both actions in the audit log.
 */
async function createImpersonateAndAudit(
  page: Page,
  lang: Lang,
  name: string,
  shot: (n: string) => Promise<void>,
) {
  const text = TEXT[lang];
  await signIn(page, lang, USERS.admin);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
  await expect(page.getByRole('tab', { name: text.users, selected: true })).toBeVisible();
  const list = page.getByRole('table', { name: text.list });

  // Create: the e-mail in use is said on the field, then a new one goes through.
  const email = uniqueEmail(
    name
      .normalize('NFD')
      .replace(/[^a-zA-Z]/g, '')
      .toLowerCase(),
  );
  await page.getByRole('button', { name: text.add, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: text.newUser });
  await dialog.getByLabel(text.firstName).fill(name);
  await dialog.getByLabel(text.lastName).fill('Prueba');
  await dialog.getByLabel(text.email).fill(USERS.invitado);
  await expect(dialog.getByText(text.inUse)).toBeVisible();
  await dialog.getByLabel(text.email).fill(email);
  await expect(dialog.getByText(text.inUse)).toBeHidden();
  await shot('dialog');
  await expectAccessible(page, { include: '[role="dialog"]' });
  await dialog.getByRole('button', { name: text.ok }).click();
  await expect(dialog).toBeHidden();
  await page.getByLabel(text.filter).fill(email);
  const row = list.getByRole('row').filter({ hasText: `${name} Prueba` });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(text.pending);
  // The whole row shows, the e-mail too, at any width: nothing is cut.
  await expect(row.getByText(email)).toBeVisible();
  const cut = await row.evaluate((tr) => tr.scrollWidth > tr.clientWidth + 1);
  expect(cut).toBe(false);
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0, { timeout: 8000 });
  await shot('list');
  await expectAccessible(page);

  // Act as the demo student: the banner shows on every screen.
  await page.getByLabel(text.filter).fill('estudiante@demo');
  await page.getByRole('button', { name: text.actionsOf }).click();
  await page.getByRole('menuitem', { name: text.impersonate }).click();
  await expect(page).toHaveURL(/\/$/);
  const banner = page.getByTestId('impersonation-banner');
  await expect(banner).toContainText(text.viewingAs);
  await page.goto('/courses');
  await expect(banner).toContainText(text.viewingAs);
  await shot('impersonating');
  await expectAccessible(page);
  await banner.getByRole('button', { name: text.back }).click();

  // Back as the administrator, at /admin: both actions are in the audit log.
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByTestId('impersonation-banner')).toHaveCount(0);
  // The administrator's own menus again, not the student's learning product chosen while acting as her
  // (at 375 px the menus load only when opened: nothing is chosen yet).
  const product = () => page.evaluate(() => localStorage.getItem('puente.product'));
  if ((page.viewportSize()?.width ?? 0) >= 1000) await expect.poll(product).toBe('management');
  else expect(await product()).not.toBe('learning');
  await page.getByRole('tab', { name: text.audit }).click();
  await page.getByLabel(text.auditFilter).fill('admin@demo');
  const entries = page.getByRole('list', { name: text.audit });
  // Newest first: the end of the impersonation, the administrator's sign-off as the student (a write as
  // her), its start, each naming the student (never a route or an id), and the user created.
  await expect(entries.getByRole('listitem').first()).toContainText(text.ended);
  await expect(entries.getByRole('listitem').first()).toContainText(text.item);
  await expect(entries.getByRole('listitem').nth(1)).toContainText(text.actedAs);
  await expect(entries.getByRole('listitem').nth(2)).toContainText(text.impersonated);
  await expect(entries.getByRole('listitem').nth(2)).toContainText(text.item);
  await expect(entries.getByText(text.created).first()).toBeVisible();
  await expect(entries).not.toContainText('/api/');
  // Only the impersonations: the server filters by kind.
  await page.getByLabel(text.kind, { exact: true }).and(page.locator('input')).click();
  await page.getByRole('option', { name: text.impersonation }).click();
  await expect(entries.getByText(text.created)).toHaveCount(0);
  await expect(entries.getByRole('listitem').first()).toContainText(text.ended);
  await expect(page.getByRole('button', { name: text.csv })).toBeVisible();
  await shot('audit');
  await expectAccessible(page);
}

test.describe('/admin: users, impersonation and the audit log', () => {
  test.afterEach(async ({ request }) => {
    await setPreferredLanguage(request, USERS.admin, 'es');
  });

  test('the administrator creates a user, views as the student and back, and reads the audit log (es)', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await createImpersonateAndAudit(page, 'es', 'Lucía', (n) =>
      saveScreen(page, testInfo, `admin-users-${n}-es`),
    );
  });

  test('the same in English at 375 px', async ({ page, request }, testInfo) => {
    await setPreferredLanguage(request, USERS.admin, 'en');
    await useLanguage(page, 'en');
    await page.setViewportSize({ width: 375, height: 740 });
    await createImpersonateAndAudit(page, 'en', 'Nora', (n) =>
      saveScreen(page, testInfo, `admin-users-${n}-en-375`),
    );
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(375);
  });

  test('a professor sees only their classes and the contact messages, and the server refuses the users to them', async ({
    page,
    request,
  }) => {
    await signIn(page, 'es', USERS.profesor);
    await page.goto('/admin');
    await expect(page.getByRole('tab')).toHaveText(['Clases', 'Mensajes de contacto']);
    const login = await request.post('/api/authentication/login', {
      data: { username: USERS.profesor, password: 'Puente2026!' },
    });
    const { tokenId } = (await login.json()) as { tokenId: string };
    const refused = await request.get('/api/admin/users', {
      headers: { authorization: `Bearer ${tokenId}` },
    });
    expect(refused.status()).toBe(403);
  });
});
