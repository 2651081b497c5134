import { expect, type Page, test } from '@playwright/test';
import { setPreferredLanguage, signIn } from '../support/auth';
import { expectContentAccessible } from '../support/learning';
import { a1Course } from '../support/learning-content';
import { submitExam } from '../support/learning-exam';
import { saveScreen } from '../support/screenshot';
import { openSettingsMenu } from '../support/settings-menu';

// Graduada passed the A1 course: failing one of its exams again leaves her certificate alone.
const GRADUADA = 'graduada@demo.puente.test';
const firstExam = a1Course().exams[0]!;

const atPhoneWidth = async (page: Page) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.waitForFunction(() => document.documentElement.clientWidth === 375);
};
/** Back to the top with nothing focused (the skip link shows while focused), for a full-page screenshot. */
const toTop = (page: Page) =>
  page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
const noSideScroll = (page: Page) =>
  expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth))
    .toBe(true);

test.describe('learning: a failed exam waits for its cooldown and keeps its review', () => {
  test.afterAll(async ({ request }) => {
    await setPreferredLanguage(request, GRADUADA, 'es');
  });

  test('fail an exam, see when it can be retaken, open the past attempt’s review (es and en, 375 px)', async ({
    page,
  }, testInfo) => {
    await atPhoneWidth(page);
    await signIn(page, 'es', GRADUADA);
    await page.goto('/exams');
    await page.getByRole('article', { name: firstExam.title.es }).getByRole('link').click();
    await page.getByRole('button', { name: 'Intentar de nuevo' }).click();
    await expect(page.getByTestId('exam-header')).toBeVisible();
    // Nothing answered: the attempt fails.
    await submitExam(page);
    await expect(page.getByTestId('exam-outcome')).toHaveText('No aprobado');
    const notice = page.getByTestId('exam-retake-notice');
    await expect(notice).toContainText('hay que esperar 24 horas antes de repetirlo');
    await expect(notice).toContainText(
      /Podrá repetir este examen a partir del \d{1,2} de \w+ de \d{4},? (a las )?\d{1,2}:\d{2}\./,
    );
    await expect(page.getByRole('button', { name: 'Intentar de nuevo' })).toHaveCount(0);
    await noSideScroll(page);
    await toTop(page);
    await saveScreen(page, testInfo, 'learning-exam-failed-cooldown-375-es');

    // The exam's screen: no start button, the notice, and the past attempts newest first.
    await page.reload();
    await expect(notice).toBeVisible();
    await expect(page.getByRole('button', { name: /^(Empezar|Intentar de nuevo)$/ })).toHaveCount(0);
    const past = page.getByRole('region', { name: 'Intentos anteriores' });
    await expect(past.getByRole('listitem').first()).toContainText('No aprobado');
    await expect(past.getByRole('listitem').first()).toContainText('Puntuación: 0 %');
    await noSideScroll(page);
    await saveScreen(page, testInfo, 'learning-exam-past-attempts-375-es');
    await expectContentAccessible(page);

    const count = await past.getByRole('listitem').count();
    await past.getByRole('link', { name: `Ver revisión del intento ${count}` }).click();
    await expect(page).toHaveURL(/\/exams\/[^/]+\/attempts\/[^/]+$/);
    await expect(page.getByRole('heading', { name: 'Revisión de las respuestas' })).toBeVisible();
    await expect(page.getByTestId('exam-outcome')).toHaveText('No aprobado');
    await expect(page.getByText('Sin responder').first()).toBeVisible();
    await expect(page.getByTestId('attempt-submitted-at')).toContainText('Entregado el');
    await noSideScroll(page);
    await saveScreen(page, testInfo, 'learning-exam-attempt-review-375-es');

    // The same in English.
    const language = await openSettingsMenu(page);
    await language.getByText('EN', { exact: true }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('heading', { name: 'Review of your answers' })).toBeVisible();
    await expect(page.getByTestId('exam-outcome')).toHaveText('Failed');
    await expect(page.getByTestId('attempt-submitted-at')).toContainText('Submitted on');
    await noSideScroll(page);
    await toTop(page);
    await saveScreen(page, testInfo, 'learning-exam-attempt-review-375-en');
    await page.getByRole('link', { name: 'Back to the exam' }).click();
    await expect(notice).toContainText('there is a 24-hour wait before retaking it');
    await expect(notice).toContainText(
      /You can retake this exam from \w+ \d{1,2}, \d{4},? (at )?\d{1,2}:\d{2}\s?[AP]M\./,
    );
    await expect(page.getByRole('region', { name: 'Past attempts' })).toBeVisible();
    await noSideScroll(page);
    await toTop(page);
    await saveScreen(page, testInfo, 'learning-exam-past-attempts-375-en');
  });
});
