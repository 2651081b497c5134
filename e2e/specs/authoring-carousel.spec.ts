import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { type Lang, PASSWORD, setPreferredLanguage, signIn, USERS, useLanguage } from '../support/auth';
import { saveScreen } from '../support/screenshot';

/** The demo seeds the landing carousel with its two starter courses. */
const SEEDED = ['Inglés básico (A1)', 'Inglés pre-intermedio (A2)'];

const T = {
  es: {
    hub: 'Asistentes',
    carousel: 'Carrusel',
    page: 'Carrusel de la página de inicio',
    add: 'Añadir',
    dialog: 'Nuevo espacio del carrusel',
    type: 'Tipo de recurso',
    course: 'Curso',
    url: 'Dirección web',
    address: 'Dirección',
    titleEs: 'Título en español',
    titleEn: 'Título en inglés',
    ok: 'Aceptar',
    cancel: 'Cancelar',
    full: 'Todos los espacios están ocupados. Elimine uno para añadir otro.',
    refused: 'Todos los espacios ocupados',
    featured: 'Destacados',
    courseTitle: 'Inglés pre-intermedio (A2)',
  },
  en: {
    hub: 'Wizards',
    carousel: 'Carousel',
    page: 'Home page carousel',
    add: 'Add',
    dialog: 'New carousel slot',
    type: 'Resource type',
    course: 'Course',
    url: 'Web address',
    address: 'Address',
    titleEs: 'Title in Spanish',
    titleEn: 'Title in English',
    ok: 'OK',
    cancel: 'Cancel',
    full: 'All slots are taken. Delete one to add another.',
    refused: 'All slots taken',
    featured: 'Featured',
    courseTitle: 'Pre-intermediate English (A2)',
  },
} as const;

async function adminToken(request: APIRequestContext) {
  const login = await request.post('/api/authentication/login', {
    data: { username: USERS.admin, password: PASSWORD },
  });
  expect(login.ok()).toBe(true);
  return ((await login.json()) as { tokenId: string }).tokenId;
}

/** Leaves the landing carousel as the demo seeds it: the slots a test added are deleted. */
async function resetCarousel(request: APIRequestContext) {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const page = await request.get('/api/carousels?carouselId=landing&Skip=0&Take=100', { headers });
  const { items } = (await page.json()) as { items: { id: string; title: { es: string } }[] };
  for (const slot of items.filter((item) => !SEEDED.includes(item.title.es))) {
    expect((await request.delete(`/api/carousels/${slot.id}`, { headers })).status()).toBe(204);
  }
}

/** Picks an option of a Mantine select in the open dialog. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('dialog').getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function addAddressSlot(page: Page, lang: Lang, n: number) {
  const t = T[lang];
  await page.getByRole('button', { name: t.add, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: t.dialog });
  await dialog.getByLabel(t.titleEs).fill(`Enlace ${n}`);
  await dialog.getByLabel(t.titleEn).fill(`Link ${n}`);
  await choose(page, t.type, t.url);
  await dialog.getByLabel(t.address).fill(`/courses?from=carousel-${n}`);
  await expect(dialog.getByRole('button', { name: t.ok })).toBeEnabled();
  await dialog.getByRole('button', { name: t.ok }).click();
  await expect(dialog).toHaveCount(0);
}

/** A signed-out visitor's landing page in a language. */
async function visitorLanding(browser: Browser, lang: Lang) {
  const context = await browser.newContext();
  const page = await context.newPage();
  if (lang === 'en') await useLanguage(page, 'en');
  await page.goto('/');
  return { context, page };
}

test.describe('authoring the landing carousel', () => {
  test.beforeEach(({ request }) => resetCarousel(request));
  test.afterEach(async ({ request }) => {
    await resetCarousel(request);
    await setPreferredLanguage(request, USERS.admin, 'es');
  });

  test('es: the administrator puts a course in a slot, fills every slot and is told; visitors see it', async ({
    page,
    browser,
  }, testInfo) => {
    const t = T.es;
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, 'es', USERS.admin);
    await page.goto('/wizards');
    await expect(page.getByRole('heading', { name: t.hub, level: 1 })).toBeVisible();
    const carouselCard = page.getByRole('article', { name: t.carousel });
    await expect(carouselCard).toContainText('2 espacios ocupados');
    await expect(page.getByRole('article', { name: 'Curso' })).toContainText('2 cursos');
    await saveScreen(page, testInfo, 'wizards-hub-desktop');
    await expectAccessible(page);

    await carouselCard.getByRole('link', { name: t.carousel }).click();
    await expect(page).toHaveURL(/\/carousel-wizard$/);
    await expect(page.getByRole('heading', { name: t.page })).toBeVisible();
    await expect(page.getByTestId('carousel-usage')).toHaveText('2 de 6 espacios ocupados');

    // A course: the type, then the course from its list; its titles are suggested.
    await page.getByRole('button', { name: t.add, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: t.dialog });
    await choose(page, t.type, t.course);
    await choose(page, t.course, t.courseTitle);
    await expect(dialog.getByLabel(t.titleEs)).toHaveValue('Inglés pre-intermedio (A2)');
    await dialog.getByLabel(t.titleEs).fill('Siga con el A2');
    await dialog.getByLabel(t.titleEn).fill('Go on with A2');
    await saveScreen(page, testInfo, 'carousel-wizard-form-desktop');
    await expectAccessible(page, { include: '[role="dialog"]' });
    await dialog.getByRole('button', { name: t.ok }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId('carousel-usage')).toHaveText('3 de 6 espacios ocupados');
    await expect(page.getByRole('list', { name: 'Espacios del carrusel' })).toContainText(
      '3. Siga con el A2 (Curso)',
    );

    for (const n of [4, 5, 6]) await addAddressSlot(page, 'es', n);
    await expect(page.getByTestId('carousel-full')).toHaveText(t.full);
    await saveScreen(page, testInfo, 'carousel-wizard-full-desktop');
    await expectAccessible(page);

    // One more: the server refuses it on the carousel field.
    await page.getByRole('button', { name: t.add, exact: true }).click();
    await dialog.getByLabel(t.titleEs).fill('Séptimo');
    await dialog.getByLabel(t.titleEn).fill('Seventh');
    await choose(page, t.type, t.url);
    await dialog.getByLabel(t.address).fill('https://example.org/');
    await dialog.getByRole('button', { name: t.ok }).click();
    await expect(dialog.getByText(t.refused, { exact: true })).toBeVisible();
    await expect(dialog.getByRole('button', { name: t.ok })).toBeDisabled();
    await saveScreen(page, testInfo, 'carousel-wizard-refused-desktop');
    await dialog.getByRole('button', { name: t.cancel }).click();
    await page
      .getByRole('dialog', { name: 'Cambios sin guardar' })
      .getByRole('button', { name: 'Perder los cambios' })
      .click();
    await expect(dialog).toHaveCount(0);

    await page.setViewportSize({ width: 375, height: 812 });
    await saveScreen(page, testInfo, 'carousel-wizard-full-375');

    // A signed-out visitor: the authored slots on the landing page, in order.
    const visitor = await visitorLanding(browser, 'es');
    const slots = visitor.page.getByTestId('landing-carousel-slots');
    await expect(slots.getByRole('link')).toHaveText([
      `Curso${SEEDED[0]}`,
      `Curso${SEEDED[1]}`,
      'CursoSiga con el A2',
      'EnlaceEnlace 4',
      'EnlaceEnlace 5',
      'EnlaceEnlace 6',
    ]);
    await expect(visitor.page.getByRole('heading', { name: t.featured })).toBeVisible();
    await saveScreen(visitor.page, testInfo, 'landing-carousel-desktop');
    await expectAccessible(visitor.page);
    await visitor.page.setViewportSize({ width: 375, height: 812 });
    await saveScreen(visitor.page, testInfo, 'landing-carousel-375');
    await expectAccessible(visitor.page);
    await visitor.context.close();
  });

  test('en: on a phone the hub and the wizard read in English, and the visitor sees the new slot', async ({
    page,
    browser,
    request,
  }, testInfo) => {
    const t = T.en;
    await setPreferredLanguage(request, USERS.admin, 'en');
    await page.setViewportSize({ width: 375, height: 812 });
    await useLanguage(page, 'en');
    await signIn(page, 'en', USERS.admin);
    await page.goto('/wizards');
    await expect(page.getByRole('heading', { name: t.hub, level: 1 })).toBeVisible();
    await expect(page.getByRole('article', { name: t.carousel })).toContainText('2 slots taken');
    await saveScreen(page, testInfo, 'wizards-hub-375');
    await expectAccessible(page);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);

    await page.getByRole('article', { name: t.carousel }).getByRole('link', { name: t.carousel }).click();
    await expect(page.getByRole('heading', { name: t.page })).toBeVisible();
    await addAddressSlot(page, 'en', 3);
    await expect(page.getByTestId('carousel-usage')).toHaveText('3 of 6 slots taken');
    await saveScreen(page, testInfo, 'carousel-wizard-375');
    await expectAccessible(page);

    const visitor = await visitorLanding(browser, 'en');
    await visitor.page.setViewportSize({ width: 375, height: 812 });
    await expect(visitor.page.getByRole('heading', { name: t.featured })).toBeVisible();
    await expect(visitor.page.getByTestId('landing-carousel-slots').getByRole('link')).toHaveText([
      'CourseBasic English (A1)',
      'CoursePre-intermediate English (A2)',
      'LinkLink 3',
    ]);
    await saveScreen(visitor.page, testInfo, 'landing-carousel-en-375');
    await visitor.context.close();
  });
});
