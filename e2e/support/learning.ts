import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { expectAccessible } from './accessibility';
import type { AuthoredExercise } from './learning-content';
import { saveScreen } from './screenshot';

export const STUDENT = 'estudiante@demo.puente.test';
export const PASSWORD = 'Puente2026!';

/** Signs in with the login form and lands on `returnTo`. */
export async function signIn(page: Page, returnTo: string) {
  await page.goto(`/login?returnTo=${encodeURIComponent(returnTo)}`);
  await page.getByLabel('Usuario (correo electrónico)').fill(STUDENT);
  await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(new RegExp(`${returnTo.replace(/[/?]/g, '\\$&')}$`));
}

/** Waits until finite animations and transitions have finished. */
const settle = (page: Page) =>
  page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );

/**
 * No serious or critical accessibility violation in the screen's content (the shell's own regions,
 * header, menus and footer, are checked by the shell's specs).
 */
export async function expectContentAccessible(page: Page) {
  // Colours are measured away from the pointer (a hovered button changes shade) and once transitions settle.
  await page.mouse.move(0, 0);
  await settle(page);

  await expectAccessible(page, { include: 'main', exclude: '[data-testid="app-footer"]' });
}

/** Gives the right answer to an exercise or exam question shown in `scope`, through its inputs. */
export async function answerRight(scope: Locator, authored: AuthoredExercise) {
  switch (authored.type) {
    case 'single-choice':
    case 'multiple-choice': {
      const role = authored.type === 'single-choice' ? 'radio' : 'checkbox';
      for (const option of authored.options ?? []) {
        if (option.correct) await scope.getByRole(role, { name: option.text, exact: true }).check();
      }
      return;
    }
    case 'fill-in-blank':
      for (const [index, blank] of (authored.blanks ?? []).entries()) {
        await scope.getByLabel(`Espacio ${index + 1}`, { exact: true }).fill(blank.accepted[0]!);
      }
      return;
    case 'word-order':
      for (const word of authored.words ?? []) {
        await scope
          .getByRole('button', { name: `Agregar «${word}»`, exact: true })
          .first()
          .click();
      }
      return;
    case 'matching':
      for (const pair of authored.pairs ?? []) {
        await scope.getByLabel(pair.left, { exact: true }).selectOption({ label: pair.right });
      }
      return;
    case 'listening':
      if (authored.answerMode === 'type') {
        await scope.getByLabel('Escriba lo que escucha').fill(authored.accepted![0]!);
      } else {
        const option = authored.options!.find((candidate) => candidate.correct)!;
        await scope.getByRole('radio', { name: option.text, exact: true }).check();
      }
      return;
  }
}

/** The prompt and English sentence a question section shows. */
export async function shownQuestion(scope: Locator) {
  const prompt = (await scope.getByTestId('exercise-prompt').innerText()).trim();
  const sentence = scope.getByTestId('exercise-question');
  const question = (await sentence.count()) ? (await sentence.innerText()).trim() : null;
  return { prompt, question };
}

/** Saves a screenshot at a phone's width (390 px) once the layout has reflowed, then goes back to desktop. */
export async function saveAtPhoneWidth(page: Page, testInfo: TestInfo, name: string, scrollTop = false) {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForFunction(() => document.documentElement.clientWidth === 390);
  if (scrollTop) await page.evaluate(() => window.scrollTo(0, 0));
  await settle(page);
  await saveScreen(page, testInfo, name);
  await page.setViewportSize({ width: 1280, height: 800 });
}

/**
 * Passes a lesson open on the page: each of its exercise players answered right and checked, in order
 * (the lesson then completes by its work).
 */
/**
 * The player of a lesson's exercise (0 the first), scrolled to: each exercise is drawn when the student
 * scrolls near it. Scrolled again if the page was drawn anew meanwhile (the app drawing over the server's page).
 */
export async function scrollToExercise(page: Page, index: number): Promise<Locator> {
  const place = page.getByTestId('lesson-exercise').nth(index);
  const player = place.getByTestId('exercise-player');
  await expect(async () => {
    await place.scrollIntoViewIfNeeded({ timeout: 2000 });
    await expect(player).toBeVisible({ timeout: 2000 });
  }).toPass();
  return player;
}

export async function passLessonOnPage(page: Page, exercises: AuthoredExercise[]) {
  await expect(page.getByTestId('lesson-exercise')).toHaveCount(exercises.length);
  for (const [index, authored] of exercises.entries()) {
    const player = await scrollToExercise(page, index);
    await answerRight(player, authored);
    await player.getByRole('button', { name: 'Comprobar' }).click();
    await expect(player.getByTestId('exercise-feedback')).toContainText('¡Correcto!');
  }
}
