import { expect, type Locator, type Page, test } from '@playwright/test';
import { setPreferredLanguage, signIn, USERS, useLanguage } from '../support/auth';
import { answerRight, expectContentAccessible, scrollToExercise } from '../support/learning';
import { a1Course } from '../support/learning-content';
import { saveScreen } from '../support/screenshot';
import { openSettingsMenu } from '../support/settings-menu';

const noSideScroll = (page: Page) =>
  expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth))
    .toBe(true);

/** The answers counted on an accuracy row ("75 % (3 de 4)"; none yet is 0). */
async function answered(row: Locator) {
  const text = (await row.textContent()) ?? '';
  return Number(/\((\d+) (?:de|of) (\d+)\)/.exec(text)?.[2] ?? 0);
}

/** Minutes on today's cell of the calendar (the last day drawn). */
const todayMinutes = async (page: Page) =>
  Number(await page.getByTestId('study-calendar').locator('[data-date]').last().getAttribute('data-minutes'));

test.describe('a learner’s progress', () => {
  test.describe.configure({ timeout: 240_000 });
  test.afterAll(async ({ request }) => {
    await setPreferredLanguage(request, USERS.estudiante, 'es');
  });

  test('the demo student opens their progress, does an exercise and a review, and sees the figures change (es and en, 1280 and 375 px)', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await useLanguage(page, 'es');
    await signIn(page, 'es', USERS.estudiante);

    // From the student's day on the home page.
    await page.goto('/');
    await page.getByTestId('student-day').getByRole('link', { name: 'Ver mi progreso' }).click();
    await expect(page).toHaveURL(/\/progress$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mi progreso' })).toBeVisible();
    const calendar = page.getByTestId('study-calendar');
    // Six months of days, each named for screen readers, and a sentence that sums them up.
    await expect(calendar.getByRole('img')).toHaveCount(182);
    await expect(calendar.getByRole('img').first()).toHaveAttribute('aria-label', /^\d{1,2} de \p{L}+: \d+/u);
    await expect(page.getByTestId('calendar-summary')).toHaveText(/(días? de estudio|Ningún día)/);
    await expect(page.getByTestId('accuracy-by-skill').getByRole('listitem')).toHaveCount(4);

    // An exercise answered right in the lesson to continue, and a review rated "Otra vez".
    const lesson = a1Course().chapters;
    await page.goto('/courses');
    await page
      .getByRole('article', { name: a1Course().title.es })
      .getByRole('link', { name: 'Continuar' })
      .click();
    const heading = page.getByRole('heading', { level: 1, name: /^Lección \d+: / });
    await expect(heading).toBeVisible();
    const title = ((await heading.textContent()) ?? '').replace(/^Lección \d+: /, '').trim();
    const authored = lesson.find((chapter) => chapter.title.es === title)!.exercises[0]!;

    await page.goto('/progress');
    const typeRow = page.getByTestId(`accuracy-by-type-${authored.type}`);
    await expect(typeRow).toBeVisible();
    const typeBefore = await answered(typeRow);
    const reviewsBefore = await answered(page.getByTestId('accuracy-by-type-reviews'));
    await page.goBack();
    const player = await scrollToExercise(page, 0);
    await answerRight(player, authored);
    await player.getByRole('button', { name: 'Comprobar' }).click();
    await expect(player.getByTestId('exercise-feedback')).toContainText('¡Correcto!');

    await page.goto('/reviews');
    await expect(page.getByTestId('review-card')).toBeVisible();
    await page.keyboard.press('Space');
    await expect(page.getByTestId('review-answer')).toBeVisible();
    await page.keyboard.press('1');
    await expect(page.getByTestId('review-answer')).toHaveCount(0);

    await page.goto('/progress');
    await expect(page.getByTestId(`accuracy-by-type-${authored.type}`)).toContainText(
      `de ${typeBefore + 1})`,
    );
    await expect(page.getByTestId('accuracy-by-type-reviews')).toContainText(`de ${reviewsBefore + 1})`);
    expect(await todayMinutes(page)).toBeGreaterThan(0);
    await expect(page.getByTestId('weakest-items').getByRole('listitem').first()).toBeVisible();
    await expect(
      page
        .getByTestId('weakest-items')
        .getByRole('link', { name: /^Ir a la lección / })
        .first(),
    ).toHaveAttribute('href', /^\/lessons\/[\w-]+\/[\w-]+$/);
    await expect(page.getByTestId('progress-courses')).toContainText(a1Course().title.es);
    await page.mouse.move(0, 0);
    await saveScreen(page, testInfo, 'learner-progress-es-1280');
    await expectContentAccessible(page);

    // At a phone's width: nothing scrolls sideways.
    await page.setViewportSize({ width: 375, height: 812 });
    await noSideScroll(page);
    await saveScreen(page, testInfo, 'learner-progress-es-375');

    // In English.
    const language = await openSettingsMenu(page);
    await language.getByText('EN', { exact: true }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('heading', { level: 1, name: 'My progress' })).toBeVisible();
    await expect(calendar.getByRole('img').first()).toHaveAttribute('aria-label', /^\p{L}+ \d{1,2}: \d+/u);
    await expect(page.getByTestId('calendar-summary')).toHaveText(/study days? in the last six months/);
    await expect(
      page
        .getByTestId('weakest-items')
        .getByRole('link', { name: /^Go to the lesson / })
        .first(),
    ).toBeVisible();
    await noSideScroll(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await saveScreen(page, testInfo, 'learner-progress-en-375');
    await page.setViewportSize({ width: 1280, height: 800 });
    await saveScreen(page, testInfo, 'learner-progress-en-1280');
    await expectContentAccessible(page);
  });
});
