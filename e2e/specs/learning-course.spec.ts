import { expect, test } from '@playwright/test';
import {
  answerRight,
  expectContentAccessible,
  passLessonOnPage,
  saveAtPhoneWidth,
  scrollToExercise,
  signIn,
} from '../support/learning';
import { a1Course } from '../support/learning-content';
import { saveScreen } from '../support/screenshot';

const course = a1Course();
const courseTitle = course.title.es;

test.describe('learning: courses, lessons and exercises', () => {
  test('a signed-in start at the course list arrives drawn with its cards, reads nothing again and checks the session after', async ({
    page,
  }) => {
    await signIn(page, '/courses');
    await expect(page.getByRole('article', { name: courseTitle })).toBeVisible();
    const courseReads: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/courses') courseReads.push(request.url());
    });
    const introspected = page.waitForRequest((request) =>
      request.url().endsWith('/api/authentication/introspect'),
    );
    const response = await page.reload();
    // The server drew the cards for this user (decision 0165), not for anyone else: never cached.
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    expect(await response?.text()).toContain(courseTitle);
    await expect(page.getByRole('article', { name: courseTitle })).toBeVisible();
    await introspected;
    // The footer (below the fold) comes after the first screen too.
    await expect(page.getByTestId('app-footer')).toBeVisible();
    // The app took the list inlined in the page: no read of it, neither by the start script nor the app.
    expect(courseReads).toEqual([]);
  });

  test('the course list shows level and progress, and a lesson is opened and completed', async ({
    page,
  }, testInfo) => {
    await signIn(page, '/courses');
    const card = page.getByRole('article', { name: courseTitle });
    await expect(card).toBeVisible();
    await expect(card.getByLabel('Nivel A1 del MCER')).toBeVisible();
    await expect(
      card.getByText(new RegExp(`de ${course.chapters.length} lecciones completadas`)),
    ).toBeVisible();
    await expect(card.getByRole('progressbar', { name: `Progreso en ${courseTitle}` })).toBeVisible();
    const subnav = page.getByRole('navigation', { name: 'Navegación principal' });
    await expect(subnav.getByRole('link', { name: 'Cursos', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await saveScreen(page, testInfo, 'learning-courses-desktop');
    await expectContentAccessible(page);
    await saveAtPhoneWidth(page, testInfo, 'learning-courses-390');

    // "Continue" opens the lesson to continue (the demo student has started the course).
    await card.getByRole('link', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(/\/lessons\/[\w-]+\/[\w-]+$/);
    await expect(page.getByRole('heading', { level: 1, name: /^Lección \d+: / })).toBeVisible();

    // The course's lessons, with completion marks; open one not completed yet.
    await page.getByRole('link', { name: courseTitle }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Lecciones' })).toBeVisible();
    await expect(page.getByTestId('lesson-row').first()).toBeVisible();
    const open = page.locator('[data-testid="lesson-row"]:not([data-state="completed"])').first();
    const lessonTitle = ((await open.locator('p').first().textContent()) ?? '').trim();
    await open.click();
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: new RegExp(`: ${lessonTitle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
      }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Explicación' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Vocabulario' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Ejercicios de la lección' })).toBeVisible();
    // The exercises are drawn as the student scrolls towards them.
    await scrollToExercise(page, 0);
    if (await page.evaluate(() => 'speechSynthesis' in window)) {
      await expect(page.getByRole('button', { name: /^Escuchar: / }).first()).toBeVisible();
    }
    await saveScreen(page, testInfo, 'learning-lesson-desktop');
    await expectContentAccessible(page);
    await saveAtPhoneWidth(page, testInfo, 'learning-lesson-390');

    // Completion needs the work: "Marcar como completada" waits, saying why, until the exercises are
    // passed; then the lesson completes by itself with its score.
    await expect(page.getByRole('button', { name: 'Marcar como completada' })).toBeDisabled();
    await expect(
      page.getByText(/^Para completar la lección, supere sus ejercicios: necesita un 80 %/),
    ).toBeVisible();
    const chapter = course.chapters.find((candidate) => candidate.title.es === lessonTitle)!;
    await passLessonOnPage(page, chapter.exercises);
    await expect(page.getByTestId('lesson-completed')).toBeVisible();
    await expect(page.getByTestId('lesson-score')).toHaveText(
      'Su puntuación en los ejercicios: 100 % (la lección se completa con un 80 %)',
    );
    await saveScreen(page, testInfo, 'learning-lesson-passed');
    await page.getByRole('link', { name: courseTitle }).click();
    const row = page.getByTestId('lesson-row').filter({ hasText: lessonTitle });
    await expect(row).toHaveAttribute('data-state', 'completed');
    await saveScreen(page, testInfo, 'learning-lessons');
  });

  test('an exercise answered wrong shows the right answer and the explanation; then it is answered right', async ({
    page,
  }, testInfo) => {
    const chapter = course.chapters[0]!;
    const authored = chapter.exercises.find((exercise) => exercise.type === 'single-choice')!;
    const right = authored.options!.find((option) => option.correct)!;
    const wrong = authored.options!.find((option) => !option.correct)!;

    await signIn(page, '/exercises');
    await expect(page.getByRole('heading', { level: 1, name: 'Ejercicios' })).toBeVisible();
    await page.getByLabel('Lección', { exact: true }).selectOption({ label: `1. ${chapter.title.es}` });
    const row = page.getByTestId('exercise-row').filter({ hasText: authored.prompt }).first();
    await expect(row.getByTestId('exercise-status')).toBeVisible();
    await saveScreen(page, testInfo, 'learning-exercises');
    await row.getByRole('link').click();

    const player = page.getByTestId('exercise-player');
    await expect(player.getByTestId('exercise-prompt')).toHaveText(authored.prompt);
    await expectContentAccessible(page);
    await saveScreen(page, testInfo, 'learning-exercise-desktop');

    // Every answer is required before checking.
    await player.getByRole('button', { name: 'Comprobar' }).click();
    await expect(player.getByRole('alert')).toHaveText('Por favor, responda todas las preguntas');

    await player.getByRole('radio', { name: wrong.text, exact: true }).check();
    await player.getByRole('button', { name: 'Comprobar' }).click();
    const feedback = player.getByTestId('exercise-feedback');
    await expect(feedback).toContainText('No es correcto');
    await expect(feedback.getByTestId('right-answer')).toHaveText(right.text);
    await expect(feedback).toContainText(authored.explanation.slice(0, 40));
    await expectContentAccessible(page);
    await saveAtPhoneWidth(page, testInfo, 'learning-exercise-wrong-390');

    await player.getByRole('button', { name: 'Intentar de nuevo' }).click();
    await expect(feedback).toHaveCount(0);
    await answerRight(player, authored);
    await player.getByRole('button', { name: 'Comprobar' }).click();
    await expect(feedback).toContainText('¡Correcto!');
    await expect(page.getByTestId('exercise-status').first()).toHaveText('Correcto');
    await saveScreen(page, testInfo, 'learning-exercise-right');

    // After the lesson's last exercise, the way goes on to the next lesson. The list filtered by the lesson
    // is opened at its own address (the player's way back): a click right after choosing the lesson in the
    // filter could still land on the unfiltered list, whose last exercise is the course's last.
    const lessonList = await page
      .getByRole('link', { name: /Volver a los ejercicios/ })
      .first()
      .getAttribute('href');
    expect(lessonList).toContain('chapterId=');
    await page.goto(lessonList!);
    await expect(page.getByLabel('Lección', { exact: true })).toHaveValue(/.+/);
    await page.getByTestId('exercise-row').last().getByRole('link').click();
    await expect(page.getByRole('button', { name: 'Siguiente ejercicio' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Siguiente lección' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: `Lección 2: ${course.chapters[1]!.title.es}` }),
    ).toBeVisible();
  });
});
