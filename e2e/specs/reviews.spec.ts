import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { PASSWORD, setPreferredLanguage, signIn, USERS, useLanguage } from '../support/auth';
import { passLessonOnPage } from '../support/learning';
import { a1Course } from '../support/learning-content';
import { saveScreen } from '../support/screenshot';

type Vocabulary = { en: string; es: string }[];
const lessons = a1Course().chapters as unknown as { title: { es: string }; vocabulary: Vocabulary }[];

/** The dictionary loads in the background after the server's first start: wait until it answers. */
async function waitForDictionary(request: APIRequestContext) {
  const login = await request.post('/api/authentication/login', {
    data: { username: USERS.estudiante, password: PASSWORD },
  });
  const { tokenId } = (await login.json()) as { tokenId: string };
  const headers = { authorization: `Bearer ${tokenId}` };
  await expect
    .poll(
      async () => {
        const res = await request.get('/api/dictionary/search?q=song', { headers });
        return ((await res.json()) as { items: unknown[] }).items.length;
      },
      { timeout: 120_000, intervals: [1000] },
    )
    .toBeGreaterThan(0);
  await request.put('/api/authentication/logoff', { headers });
}

/** Reveals the card with Space and rates it with a number key; answers the progress text before. */
async function reviewOneWithKeys(page: Page, key: '1' | '2' | '3' | '4', progress: RegExp) {
  await expect(page.getByTestId('review-card')).toBeVisible();
  await expect(page.getByTestId('review-answer')).toHaveCount(0);
  await page.keyboard.press('Space');
  await expect(page.getByTestId('review-answer')).toBeVisible();
  const before = (await page.getByText(progress).textContent()) ?? '';
  await page.keyboard.press(key);
  await expect(page.getByText(progress)).not.toHaveText(before);
}

test.describe('reviews', () => {
  test.describe.configure({ timeout: 240_000 });
  test.use({ viewport: { width: 375, height: 812 } });

  test('the demo student adds a word, finishes a lesson, finds its words and reviews with the keyboard (es)', async ({
    page,
    request,
  }, testInfo) => {
    await waitForDictionary(request);
    await useLanguage(page, 'es');
    await signIn(page, 'es', USERS.estudiante);

    // The student's day on the home page: reviews due today with a start button.
    await page.goto('/');
    const day = page.getByTestId('student-day');
    await expect(day.getByRole('heading', { name: 'Su día' })).toBeVisible();
    await expect(day.getByTestId('day-reviews-due')).toContainText('tarjetas');
    await expect(day.getByRole('link', { name: 'Continuar' })).toBeVisible();
    await saveScreen(page, testInfo, 'reviews-home-day-es-375');

    // A dictionary word goes to the reviews, and the entry says so.
    await page.goto('/dictionary');
    const box = page.getByRole('combobox', { name: 'Buscar una palabra' });
    await box.fill('song');
    await expect(page.getByRole('listbox').getByRole('option').first()).toContainText('song', {
      timeout: 15_000,
    });
    await box.press('ArrowDown');
    await box.press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: 'song' })).toBeVisible();
    await page.getByRole('button', { name: 'Añadir a mis repasos' }).click();
    await expect(page.getByTestId('in-reviews')).toHaveText('En mis repasos');

    // A lesson finished (the home page's "continue" leads to the course; the first lesson not completed
    // yet): its words are a review lesson of the course, through the same cards.
    await page.goto('/');
    await page.getByTestId('student-day').getByRole('link', { name: 'Continuar' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /^Lección \d+: / })).toBeVisible();
    const courseId = /\/lessons\/([\w-]+)\//.exec(page.url())?.[1];
    await page.goto(`/lessons/${courseId}`);
    await page.locator('[data-testid="lesson-row"]:not([data-state="completed"])').first().click();
    const heading = page.getByRole('heading', { level: 1, name: /^Lección \d+: / });
    await expect(heading).toBeVisible();
    const lessonTitle = ((await heading.textContent()) ?? '').replace(/^Lección \d+: /, '').trim();
    const lesson = lessons.find((candidate) => candidate.title.es === lessonTitle);
    expect(lesson).toBeTruthy();
    // The lesson completes by its work: its exercises passed.
    const authored = a1Course().chapters.find((chapter) => chapter.title.es === lessonTitle)!;
    await passLessonOnPage(page, authored.exercises);
    await expect(page.getByTestId('lesson-completed')).toBeVisible();

    await page.goto('/reviews');
    await expect(page.getByRole('heading', { level: 1, name: 'Repasos' })).toBeVisible();
    await page.getByRole('link', { name: a1Course().title.es }).click();
    await expect(page).toHaveURL(`/review-lessons/${courseId}`);
    await page.getByRole('button', { name: `Repasar: ${lessonTitle}` }).click();
    await expect(page.getByTestId('review-front')).toHaveText(lesson!.vocabulary[0]!.en);
    await expect(page.getByText(`Tarjeta 1 de ${lesson!.vocabulary.length * 2}`)).toBeVisible();
    await reviewOneWithKeys(page, '3', /^Tarjeta \d+ de \d+$/);
    await saveScreen(page, testInfo, 'reviews-lesson-session-es-375');
    await expectAccessible(page, { include: 'main' });

    // The daily queue: forecast chart, due today, Space and 1–4.
    await page.getByRole('link', { name: /Volver a Repasos/ }).click();
    await expect(page.getByRole('img', { name: 'Previsión de 30 días' })).toBeVisible();
    await expect(page.getByTestId('due-today')).not.toHaveText('0');
    await reviewOneWithKeys(page, '3', /^Tarjeta \d+ de \d+$/);
    await page.keyboard.press('Space');
    await expect(page.getByRole('button', { name: /^1\s*Otra vez/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /^4\s*Fácil/ })).toBeVisible();
    await saveScreen(page, testInfo, 'reviews-session-es-375');
    await expectAccessible(page, { include: 'main' });
    await page.keyboard.press('1');
    await expect(page.getByTestId('review-answer')).toHaveCount(0);

    // An unknown course: a translated not-found message.
    await page.goto('/review-lessons/0190a0a0-0000-7000-8000-000000000000');
    await expect(page.getByTestId('review-lessons-not-found')).toContainText('Curso no encontrado');
  });

  test('on a touch screen the keys of the shortcuts are not drawn', async ({ browser }) => {
    const context = await browser.newContext({
      viewport: { width: 375, height: 812 },
      hasTouch: true,
      isMobile: true,
    });
    const page = await context.newPage();
    try {
      await useLanguage(page, 'es');
      await signIn(page, 'es', USERS.estudiante);
      await page.goto('/reviews');
      await expect(page.getByTestId('review-card')).toBeVisible();
      await expect(page.getByTestId('keys-hint')).toBeHidden();
      await page.getByRole('button', { name: 'Mostrar respuesta' }).tap();
      await expect(page.getByTestId('review-answer')).toBeVisible();
      await expect(page.getByTestId('key-hint').first()).toBeAttached();
      await expect(page.getByTestId('key-hint').first()).toBeHidden();
      await expect(page.getByRole('button', { name: /^Bien/ })).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test('the demo student reviews in English on a phone and sees the forecast', async ({
    page,
    request,
  }, testInfo) => {
    await setPreferredLanguage(request, USERS.estudiante, 'en');
    try {
      await useLanguage(page, 'es');
      await signIn(page, 'es', USERS.estudiante);
      await page.goto('/');
      await expect(page.getByTestId('student-day').getByRole('heading', { name: 'Your day' })).toBeVisible();
      await page.getByTestId('student-day').getByRole('link', { name: 'Start' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
      await expect(page.getByRole('img', { name: '30-day forecast' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Review lessons' })).toBeVisible();
      await reviewOneWithKeys(page, '4', /^Card \d+ of \d+$/);
      await page.keyboard.press('Space');
      await expect(page.getByRole('button', { name: /^3\s*Good/ })).toBeVisible();
      await saveScreen(page, testInfo, 'reviews-session-en-375');
      await expectAccessible(page, { include: 'main' });

      await page.goto('/my-profile');
      await expect(page.getByRole('heading', { name: 'Reviews' })).toBeVisible();
      await expect(page.getByLabel('Desired retention')).toHaveValue('0.9');
      await page.getByLabel('New cards per day').fill('30');
      await page.getByRole('button', { name: 'Save' }).last().click();
      await expect(page.getByText('Review settings saved')).toBeVisible();
      await page.goto('/review-lessons/0190a0a0-0000-7000-8000-000000000000');
      await expect(page.getByTestId('review-lessons-not-found')).toContainText('Course not found');
    } finally {
      await setPreferredLanguage(request, USERS.estudiante, 'es');
    }
  });
});
