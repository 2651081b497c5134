import { expect, type Locator, type Page, type TestInfo, test } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { type Lang, setPreferredLanguage, signIn, USERS, useLanguage } from '../support/auth';
import { apiToken, pick, seedManyExercises, texts } from '../support/authoring';
import { saveScreen } from '../support/screenshot';

/** A published course of the demo school that no other spec counts exercises in. */
const COURSE = { es: 'Inglés pre-intermedio (A2)', en: 'Pre-intermediate English (A2)' };
const LESSON = { es: 'Viajes: repaso del pasado simple', en: 'Travel: past simple review' };
const MANY = 5_000;
/** The server's text for 'exercise.provide-all-answers' (the error catalogue), shown by the form too. */
const PROVIDE_ALL_ANSWERS = {
  es: 'Por favor, responda todas las preguntas',
  en: 'Please provide all the answers',
};

test.describe.configure({ mode: 'serial', timeout: 180_000 });

/** Signs the administrator in, in a language (their own language set on the server for the session). */
async function signInAdmin(page: Page, lang: Lang) {
  await setPreferredLanguage(page.request, USERS.admin, lang);
  await useLanguage(page, lang);
  await signIn(page, lang, USERS.admin);
}

/** Saves the screen at desktop size and at 375 px (the phone width the spec asks for). */
async function saveBothWidths(page: Page, testInfo: TestInfo, name: string) {
  await saveScreen(page, testInfo, `${name}-desktop`);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.waitForFunction(() => document.documentElement.clientWidth === 375);
  await saveScreen(page, testInfo, `${name}-375`);
  await page.setViewportSize({ width: 1280, height: 900 });
}

type Fill = (dialog: Locator, t: ReturnType<typeof texts>) => Promise<void>;

/** One exercise of each type: how its answers are filled in the form. */
const EXERCISES: { type: string; prompt: string; fill: Fill }[] = [
  {
    type: 'single-choice',
    prompt: 'Elija el saludo formal',
    fill: async (dialog, t) => {
      for (const [index, text] of ['Good morning', 'See you', 'Whatever'].entries())
        await dialog.getByLabel(t('authoring:editor.option', { n: index + 1 }), { exact: true }).fill(text);
    },
  },
  {
    type: 'multiple-choice',
    prompt: 'Elija los saludos',
    fill: async (dialog, t) => {
      for (const [index, text] of ['Hello', 'Hi', 'Bye'].entries())
        await dialog.getByLabel(t('authoring:editor.option', { n: index + 1 }), { exact: true }).fill(text);
      const second = t('authoring:editor.option', { n: 2 });
      const correct = dialog.getByLabel(t('authoring:editor.correct', { item: second }), { exact: true });
      // A click while the type's list is still closing may land on it: check until it holds.
      await expect(async () => {
        await correct.check({ timeout: 2_000 });
      }).toPass();
    },
  },
  {
    type: 'fill-in-blank',
    prompt: 'Complete con el verbo',
    fill: async (dialog, t) => {
      await dialog.getByLabel(t('authoring:editor.blankText'), { exact: true }).fill('I ___ from Mexico.');
      await dialog
        .getByLabel(t('authoring:editor.blankAnswer', { blank: 1, n: 1 }), { exact: true })
        .fill('am');
    },
  },
  {
    type: 'word-order',
    prompt: 'Ordene las palabras',
    fill: async (dialog, t) => {
      await dialog.getByRole('button', { name: t('authoring:editor.addWord') }).click();
      for (const [index, word] of ['We', 'travel', 'often'].entries())
        await dialog.getByLabel(t('authoring:editor.word', { n: index + 1 }), { exact: true }).fill(word);
    },
  },
  {
    type: 'matching',
    prompt: 'Una cada palabra con su traducción',
    fill: async (dialog, t) => {
      for (const [index, [left, right]] of [
        ['dog', 'perro'],
        ['cat', 'gato'],
        ['bird', 'pájaro'],
      ].entries()) {
        await dialog.getByLabel(t('authoring:editor.left', { n: index + 1 }), { exact: true }).fill(left!);
        await dialog.getByLabel(t('authoring:editor.right', { n: index + 1 }), { exact: true }).fill(right!);
      }
    },
  },
  {
    type: 'listening',
    prompt: 'Escuche y escriba la frase',
    fill: async (dialog, t) => {
      await dialog.getByLabel(t('authoring:editor.speak'), { exact: true }).fill('Good evening');
      await dialog
        .getByLabel(t('authoring:editor.acceptedAnswer', { n: 1 }), { exact: true })
        .fill('Good evening');
    },
  },
];

const promptOf = (exercise: (typeof EXERCISES)[number], lang: Lang) => `${exercise.prompt} (${lang}).`;
/** The instruction in English (what a student reading in English sees). */
const englishPromptOf = (exercise: (typeof EXERCISES)[number], lang: Lang) =>
  `${exercise.type} exercise (${lang}).`;
/** The instruction the screens show a reader of `lang`: the English one in English. */
const shownPromptOf = (exercise: (typeof EXERCISES)[number], lang: Lang) =>
  lang === 'es' ? promptOf(exercise, lang) : englishPromptOf(exercise, lang);

for (const lang of ['es', 'en'] as const) {
  test(`${lang}: the administrator writes one exercise of each type and an exam from them`, async ({
    page,
  }, testInfo) => {
    const t = texts(lang);
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAdmin(page, lang);
    await page.goto('/exercise-wizard');
    await expect(
      page.getByRole('heading', { level: 1, name: t('authoring:exerciseWizard.title') }),
    ).toBeVisible();
    const list = page.getByRole('list', { name: t('authoring:exercise.list') });
    const main = page.locator('main');

    for (const [index, exercise] of EXERCISES.entries()) {
      await main.getByRole('button', { name: t('common:form.list.add'), exact: true }).click();
      const dialog = page.getByRole('dialog', { name: t('authoring:exercise.new') });
      await pick(page, dialog, t('authoring:exercise.course'), COURSE[lang]);
      await pick(page, dialog, t('authoring:exercise.lesson'), LESSON[lang]);
      await pick(page, dialog, t('authoring:exercise.type'), t(`learning:exercise.type.${exercise.type}`));
      await dialog.getByLabel(t('authoring:exercise.prompt'), { exact: true }).fill(promptOf(exercise, lang));
      await dialog
        .getByLabel(t('authoring:exercise.promptEn'), { exact: true })
        .fill(englishPromptOf(exercise, lang));
      await exercise.fill(dialog, t);
      const explanation = dialog.getByLabel(t('authoring:exercise.explanation'), { exact: true });
      await explanation.fill('Así se dice en inglés.');
      // The preview shows the exercise as the student will see it.
      const preview = dialog.getByRole('region', { name: t('authoring:exercise.preview') });
      await expect(preview.getByTestId('exercise-prompt')).toHaveText(shownPromptOf(exercise, lang));
      if (index === 0) {
        // An emptied answer is flagged on its field before anything is sent.
        const option = dialog.getByLabel(t('authoring:editor.option', { n: 3 }), { exact: true });
        await option.fill('');
        await expect(dialog.getByText(PROVIDE_ALL_ANSWERS[lang])).toBeVisible();
        await expect(dialog.getByRole('button', { name: t('common:form.actions.ok') })).toBeDisabled();
        await option.fill('Whatever');
        await saveBothWidths(page, testInfo, `authoring-exercise-form-${lang}`);
        await expectAccessible(page, { include: '[role="dialog"]' });
      }
      await dialog.getByRole('button', { name: t('common:form.actions.ok') }).click();
      await expect(dialog).toBeHidden();
      await main.getByLabel(t('common:form.list.filter'), { exact: true }).fill(promptOf(exercise, lang));
      // Found by its Spanish instruction, listed by the one in the reader's language.
      await expect(list.getByRole('listitem').filter({ hasText: shownPromptOf(exercise, lang) })).toHaveCount(
        1,
      );
      await main.getByLabel(t('common:form.list.filter'), { exact: true }).fill('');
    }
    // The list filtered by course and by lesson (the search multi-select) shows the six.
    await pick(page, main, t('authoring:exercise.filterCourse'), COURSE[lang]);
    await main.getByLabel(t('authoring:exercise.filterLessons'), { exact: true }).click();
    await page.getByRole('option', { name: LESSON[lang], exact: true }).click();
    await page.keyboard.press('Escape');
    await main.getByLabel(t('common:form.list.filter'), { exact: true }).fill(`(${lang}).`);
    await expect(list.getByRole('listitem')).toHaveCount(EXERCISES.length);
    await saveBothWidths(page, testInfo, `authoring-exercise-list-${lang}`);
    await expectAccessible(page, { include: 'main' });

    // The exam: course, title, time limit, pass mark and two of the new exercises, reordered.
    await main.getByRole('tab', { name: t('authoring:exerciseWizard.exams') }).click();
    await main.getByRole('button', { name: t('common:form.list.add'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: t('authoring:exam.new') });
    await pick(page, dialog, t('authoring:exam.course'), COURSE[lang]);
    const examTitles = { es: `Examen de viajes (${lang})`, en: `Travel exam (${lang})` };
    const examTitle = examTitles[lang];
    await dialog.getByLabel(t('authoring:exam.titleEs'), { exact: true }).fill(examTitles.es);
    await dialog.getByLabel(t('authoring:exam.titleEn'), { exact: true }).fill(examTitles.en);
    await dialog.getByLabel(t('authoring:exam.descriptionEs'), { exact: true }).fill('Repaso de la unidad.');
    await dialog.getByLabel(t('authoring:exam.descriptionEn'), { exact: true }).fill('Unit review.');
    const limit = dialog.getByLabel(t('authoring:exam.timeLimit'), { exact: true });
    await limit.fill('0:45');
    await limit.press('Tab');
    const passMark = dialog.getByRole('slider', { name: t('authoring:exam.passMark') });
    await passMark.focus();
    await page.keyboard.press('ArrowRight');
    await expect(passMark).toHaveAttribute('aria-valuenow', '71');
    // The value is written beside the label, in view while the thumb is held (no floating label over it).
    await expect(dialog.getByText('71 %', { exact: true })).toBeVisible();
    const chooser = dialog.getByLabel(t('authoring:exam.chooseExercises'), { exact: true });
    for (const exercise of [EXERCISES[0]!, EXERCISES[2]!]) {
      await chooser.click();
      await chooser.fill(promptOf(exercise, lang).slice(0, 20));
      await page.getByRole('option', { name: shownPromptOf(exercise, lang), exact: true }).click();
      await page.keyboard.press('Escape');
    }
    const rows = dialog.getByTestId('exam-question-row');
    await expect(rows).toHaveCount(2);
    await dialog
      .getByRole('button', {
        name: t('authoring:exam.moveDown', { item: t('authoring:exam.question', { n: 1 }) }),
      })
      .click();
    await expect(rows.first()).toContainText(shownPromptOf(EXERCISES[2]!, lang));
    // The pool: each attempt draws one of the two; a day's wait after a fail; three attempts at most.
    await dialog.getByLabel(t('authoring:exam.drawCount'), { exact: true }).fill('1');
    await dialog.getByLabel(t('authoring:exam.retakeCooldownHours'), { exact: true }).fill('12');
    await dialog.getByLabel(t('authoring:exam.maxAttempts'), { exact: true }).fill('3');
    await dialog
      .getByLabel(t('authoring:exam.skillOf', { item: t('authoring:exam.question', { n: 1 }) }), {
        exact: true,
      })
      .selectOption({ label: t('authoring:exam.skill.vocabulary') });
    await saveBothWidths(page, testInfo, `authoring-exam-form-${lang}`);
    await expectAccessible(page, { include: '[role="dialog"]' });
    await dialog.getByRole('button', { name: t('common:form.actions.ok') }).click();
    await expect(dialog).toBeHidden();
    const exams = page.getByRole('list', { name: t('authoring:exam.list') });
    await expect(exams.getByRole('listitem').filter({ hasText: examTitle })).toContainText(
      t('authoring:exam.questionCount_other', { count: 2 }),
    );
    await setPreferredLanguage(page.request, USERS.admin, 'es');
  });
}

test('the demo student answers an exercise the administrator wrote', async ({ page, request }, testInfo) => {
  const token = await apiToken(request);
  const prompt = promptOf(EXERCISES[0]!, 'es');
  const found = await request.get(`/api/exercises?SearchValue=${encodeURIComponent(prompt)}&Skip=0&Take=5`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const [exercise] = ((await found.json()) as { items: { id: string }[] }).items;
  expect(exercise).toBeTruthy();
  await signIn(page, 'es', USERS.estudiante);
  await page.goto(`/exercises/${exercise!.id}`);
  const player = page.getByTestId('exercise-player');
  await expect(player.getByTestId('exercise-prompt')).toHaveText(prompt);
  await player.getByRole('radio', { name: 'Good morning', exact: true }).check();
  await player.getByRole('button', { name: 'Comprobar' }).click();
  await expect(player.getByTestId('exercise-feedback')).toContainText('¡Correcto!');
  await saveScreen(page, testInfo, 'authoring-exercise-answered-by-student');
});

for (const lang of ['es', 'en'] as const) {
  test(`${lang}: a list of ${MANY} exercises draws a few rows and loads the next page at its end`, async ({
    page,
  }, testInfo) => {
    const t = texts(lang);
    const course = await seedManyExercises(page.request, MANY);
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAdmin(page, lang);
    await page.goto('/exercise-wizard');
    const main = page.locator('main');
    const pages: number[] = [];
    page.on('request', (sent) => {
      const url = new URL(sent.url());
      if (url.pathname === '/api/exercises' && url.searchParams.get('Skip'))
        pages.push(Number(url.searchParams.get('Skip')));
    });
    await pick(page, main, t('authoring:exercise.filterCourse'), course[lang]);
    const list = page.getByRole('list', { name: t('authoring:exercise.list') });
    const rows = list.getByRole('listitem');
    await expect(rows.first()).toContainText('Ejercicio de carga 0001.');
    // The first page (50 of 5,000) is loaded; only the rows in view (and the overscan) are drawn.
    await expect(rows.first()).toHaveAttribute('aria-setsize', '50');
    expect(await rows.count()).toBeLessThan(40);

    // Scrolling to the end of what is loaded asks for the next page, and so on.
    const scroller = main.getByTestId('list-scroller');
    for (const loaded of [100, 150]) {
      await scroller.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
      await expect(rows.last()).toHaveAttribute('aria-setsize', String(loaded));
    }
    expect(pages).toEqual(expect.arrayContaining([0, 50, 100]));
    await scroller.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
    // Drawn: rows near the end of what is loaded (150 or the page after), not the 5,000th.
    await expect(rows.last()).toContainText(/Ejercicio de carga 0(1[4-9]\d|200)\./);
    expect(Number(await rows.last().getAttribute('aria-setsize'))).toBeLessThanOrEqual(200);
    // Never 5,000 rows in the page: the drawn ones stay a screenful.
    expect(await rows.count()).toBeLessThan(40);
    await saveBothWidths(page, testInfo, `authoring-exercise-list-${MANY}-${lang}`);
    await setPreferredLanguage(page.request, USERS.admin, 'es');
  });
}

for (const lang of ['es', 'en'] as const) {
  test(`${lang}: a review lesson from vocabulary chosen by lesson`, async ({ page }, testInfo) => {
    const t = texts(lang);
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAdmin(page, lang);
    await page.goto('/review-wizard');
    const main = page.locator('main');
    await expect(page.getByRole('heading', { level: 1, name: t('authoring:review.title') })).toBeVisible();
    await main.getByRole('button', { name: t('common:form.list.add'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: t('authoring:review.new') });
    await pick(page, dialog, t('authoring:review.course'), COURSE[lang]);
    const titles = { es: `Repaso de viajes (${lang})`, en: `Travel review (${lang})` };
    const title = titles[lang];
    await dialog.getByLabel(t('authoring:review.titleEs'), { exact: true }).fill(titles.es);
    await dialog.getByLabel(t('authoring:review.titleEn'), { exact: true }).fill(titles.en);
    const tree = dialog.getByRole('tree', { name: t('authoring:review.wordTree') });
    // Checking a lesson takes all its words.
    await tree.getByRole('checkbox', { name: LESSON[lang], exact: true }).click();
    await expect(dialog.getByText(t('authoring:review.words_other', { count: 10 }))).toBeVisible();
    await saveBothWidths(page, testInfo, `authoring-review-form-${lang}`);
    await expectAccessible(page, { include: '[role="dialog"]' });
    await dialog.getByRole('button', { name: t('common:form.actions.ok') }).click();
    await expect(dialog).toBeHidden();
    const reviews = page.getByRole('list', { name: t('authoring:review.list') });
    await expect(reviews.getByRole('listitem').filter({ hasText: title })).toContainText(
      t('authoring:review.wordCount_other', { count: 10 }),
    );
    await saveBothWidths(page, testInfo, `authoring-review-list-${lang}`);
    await expectAccessible(page, { include: 'main' });
    await setPreferredLanguage(page.request, USERS.admin, 'es');
  });
}
