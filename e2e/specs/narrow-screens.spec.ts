import { expect, type Locator, type Page, test } from '@playwright/test';
import { signIn, USERS, useLanguage } from '../support/auth';
import { saveScreen } from '../support/screenshot';

/** A lesson title too long for one line at 375 px, with a word longer than the line. */
const LONG_TITLE =
  'Lección de repaso: saludos, presentaciones y conversaciones en el aeropuerto internacional — Supercalifragilisticexpialidocious-pronunciation';

/** Neither the page nor the element scrolls sideways: its text fits (wraps) rather than being cut. */
async function expectFits(page: Page, element: Locator) {
  const sizes = await element.evaluate((node) => ({ scroll: node.scrollWidth, client: node.clientWidth }));
  expect(sizes.scroll, 'the text is cut off').toBeLessThanOrEqual(sizes.client);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
}

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 }, serviceWorkers: 'block' });

  test('the MP3 course shows long lesson titles whole (they wrap)', async ({ page }, testInfo) => {
    // The demo's titles are short: the course's lessons get a long one.
    await page.route(/\/api\/audio-courses\/[0-9a-f-]{36}$/, async (route) => {
      const response = await route.fetch();
      const course = (await response.json()) as { lessons: { title: unknown }[] };
      for (const lesson of course.lessons) {
        lesson.title =
          typeof lesson.title === 'string'
            ? LONG_TITLE
            : Object.fromEntries(Object.keys(lesson.title as object).map((lang) => [lang, LONG_TITLE]));
      }
      await route.fulfill({ response, json: course });
    });
    await useLanguage(page, 'es');
    await signIn(page, 'es', USERS.estudiante);
    await page.goto('/mp3-course/library');
    await page.getByRole('link', { name: 'Escuchar Inglés básico (A1)' }).click();
    const titles = page.getByRole('region', { name: 'Lecciones de audio' }).getByText(LONG_TITLE);
    await expect(titles.first()).toBeVisible();
    for (const title of await titles.all()) await expectFits(page, title);
    await expectFits(page, page.getByTestId('now-playing'));
    await expect(page.getByTestId('now-playing')).toHaveText(LONG_TITLE);
    await saveScreen(page, testInfo, 'mp3-long-titles-375');
  });

  test('the review forecast shows its last day whole', async ({ page }, testInfo) => {
    await useLanguage(page, 'es');
    await signIn(page, 'es', USERS.estudiante);
    await page.goto('/reviews');
    const chart = page.getByTestId('forecast-chart');
    await expect(chart).toBeVisible();
    await chart.scrollIntoViewIfNeeded();
    const svg = chart.locator('svg');
    const box = (await svg.boundingBox())!;
    const labels = chart.locator('svg > text');
    await expect(labels).toHaveCount(5);
    for (const label of await labels.all()) {
      const own = (await label.boundingBox())!;
      const name = (await label.textContent()) ?? '';
      expect(own.x, name).toBeGreaterThanOrEqual(box.x - 0.5);
      expect(own.x + own.width, name).toBeLessThanOrEqual(box.x + box.width + 0.5);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await saveScreen(page, testInfo, 'reviews-forecast-375');
  });
});
