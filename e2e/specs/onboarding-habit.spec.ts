import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { type Lang, submitLogin, useLanguage } from '../support/auth';
import { readyNewStudent } from '../support/people';
import { saveScreen } from '../support/screenshot';

const TEXT = {
  es: {
    welcome: 'Bienvenido a Puente',
    progress: (n: number) => `Pregunta ${n} de 12`,
    next: 'Siguiente',
    level: /^Su nivel: (A1|A2|B1)$/,
    goal: '15 minutos al día',
    start: 'Empezar la lección',
    skip: 'Omitir',
    dayGoal: /de 15 minutos$/,
    streak: /^Racha: \d+ días? · protección semanal (disponible|usada)$/,
    reviews: 'Repasos para hoy',
  },
  en: {
    welcome: 'Welcome to Puente',
    progress: (n: number) => `Question ${n} of 12`,
    next: 'Next',
    level: /^Your level: (A1|A2|B1)$/,
    goal: '15 minutes a day',
    start: 'Start the lesson',
    skip: 'Skip',
    dayGoal: /of 15 minutes$/,
    streak: /^Streak: \d+ days? · weekly freeze (available|used)$/,
    reviews: 'Reviews due today',
  },
} as const;

/** Nothing on the page is wider than the 375 px screen. */
async function expectNoSidewaysScroll(page: Page) {
  const wide = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
  expect(wide).toBe(false);
}

for (const lang of ['es', 'en'] as Lang[]) {
  test.describe(`a new student's first sign-in (${lang}, 375 px)`, () => {
    test('goes placement → goal → recommended lesson, then home shows the goal and the streak', async ({
      page,
      request,
    }, testInfo) => {
      const text = TEXT[lang];
      const email = `primera-${lang}-${Date.now()}@example.test`;
      await readyNewStudent(request, email, 'Primera2026', lang);
      await useLanguage(page, lang);
      await page.setViewportSize({ width: 375, height: 800 });
      await submitLogin(page, lang, email, 'Primera2026');

      // Home sends the new student to the onboarding.
      await expect(page).toHaveURL(/\/welcome$/);
      await expect(page.getByRole('heading', { level: 1, name: text.welcome })).toBeVisible();
      await expect(page.getByText(text.progress(1))).toBeVisible();
      await expectNoSidewaysScroll(page);
      await saveScreen(page, testInfo, `onboarding-placement-${lang}-375`);
      await expectAccessible(page);

      // Twelve questions, one at a time: the first option each time.
      for (let n = 1; n <= 12; n += 1) {
        await expect(page.getByText(text.progress(n))).toBeVisible();
        await page.getByTestId('placement-test').getByRole('radio').first().check();
        await page.getByRole('button', { name: text.next }).click();
      }

      // The level and the recommended lesson, then the goal.
      const result = page.getByTestId('placement-result');
      await expect(result.getByRole('heading', { name: text.level })).toBeVisible();
      await page.getByText(text.goal).click();
      await expectNoSidewaysScroll(page);
      await saveScreen(page, testInfo, `onboarding-goal-${lang}-375`);
      await expectAccessible(page);
      await page.getByRole('button', { name: text.start }).click();

      // The recommended lesson opens.
      await expect(page).toHaveURL(/\/lessons\/[0-9a-f-]{36}\/[0-9a-f-]{36}$/);

      // Home: the goal, the streak and the day's reviews; the onboarding is not offered again.
      await page.goto('/');
      await expect(page.getByTestId('day-goal')).toHaveText(text.dayGoal);
      await expect(page.getByTestId('day-streak')).toHaveText(text.streak);
      await expect(page.getByText(text.reviews)).toBeVisible();
      await expect(page).not.toHaveURL(/\/welcome/);
      await expectNoSidewaysScroll(page);
      await saveScreen(page, testInfo, `onboarding-home-${lang}-375`);
      await page.goto('/welcome');
      await expect(page).toHaveURL(/\/$/);
    });
  });
}

test('"Omitir" skips the onboarding for good (es)', async ({ page, request }) => {
  const email = `omitir-${Date.now()}@example.test`;
  await readyNewStudent(request, email, 'Primera2026', 'es');
  await useLanguage(page, 'es');
  await submitLogin(page, 'es', email, 'Primera2026');
  await expect(page).toHaveURL(/\/welcome$/);
  await page.getByRole('button', { name: TEXT.es.skip }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('day-goal')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('day-goal')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});
