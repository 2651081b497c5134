import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { PASSWORD, setPreferredLanguage, signIn, useLanguage } from '../support/auth';
import { saveScreen } from '../support/screenshot';

/** A student of their own account, with no review history in the demo. */
const STUDENT = 'examen@demo.puente.test';

/**
 * Through the API as the student: sets how many new cards a day they get (a short session; the first
 * test leaves some for the second) and adds dictionary words to their reviews (waiting for the dictionary
 * to load).
 */
async function prepare(request: APIRequestContext, newCardsPerDay: number, words: string[] = []) {
  const login = await request.post('/api/authentication/login', {
    data: { username: STUDENT, password: PASSWORD },
  });
  const { tokenId } = (await login.json()) as { tokenId: string };
  const headers = { authorization: `Bearer ${tokenId}` };
  const settings = await request.put('/api/reviews/settings', {
    headers,
    data: { desiredRetention: 0.9, dailyNewCards: newCardsPerDay },
  });
  expect(settings.status()).toBe(200);
  for (const word of words) {
    let id = '';
    await expect
      .poll(
        async () => {
          const res = await request.get(`/api/dictionary/search?q=${word}&dir=en-es`, { headers });
          const items = ((await res.json()) as { items: { id: string; headword: string }[] }).items;
          id = items.find((item) => item.headword === word)?.id ?? '';
          return id;
        },
        { timeout: 120_000, intervals: [1000] },
      )
      .not.toBe('');
    expect((await request.post(`/api/reviews/entries/${id}`, { headers })).status()).toBe(200);
  }
  await request.put('/api/authentication/logoff', { headers });
}

/** Rates every card left with Easy (Space, then 4) until the session's summary shows. */
async function finishSession(page: Page) {
  const summary = page.getByTestId('session-summary');
  const answer = page.getByTestId('review-answer');
  for (let i = 0; i < 60; i++) {
    await expect(page.getByTestId('review-card').or(summary).first()).toBeVisible();
    if (await summary.isVisible()) break;
    await page.keyboard.press('Space');
    await expect(answer).toBeVisible();
    await page.keyboard.press('4');
    await expect(answer).toHaveCount(0);
  }
  await expect(summary).toBeVisible();
  return summary;
}

test.describe('review hygiene', () => {
  test.describe.configure({ timeout: 240_000 });
  test.use({ viewport: { width: 375, height: 812 } });

  test('a short session with undo, a typed answer and the summary, in Spanish then English', async ({
    page,
    request,
  }, testInfo) => {
    await prepare(request, 4, ['song', 'house']);
    await useLanguage(page, 'es');
    await signIn(page, 'es', STUDENT);
    await page.goto('/reviews');
    await expect(page.getByRole('heading', { level: 1, name: 'Repasos' })).toBeVisible();
    // One card of each word in a batch: its siblings never follow it.
    const front = page.getByTestId('review-front');
    const first = (await front.textContent()) ?? '';
    await expect(page.getByTestId('batch-note')).toContainText('Para hoy');
    const reviewed = page.getByTestId('reviewed-today');
    const reviewedBefore = Number(await reviewed.textContent());

    // Rated Good, then undone with Z: the same card again, and "Repasadas hoy" back where it was.
    await page.keyboard.press('Space');
    await page.keyboard.press('3');
    await expect(reviewed).toHaveText(String(reviewedBefore + 1));
    const undo = page.getByRole('button', { name: /Deshacer «Bien» en/ });
    await expect(undo).toBeVisible();
    await saveScreen(page, testInfo, 'reviews-undo-es-375');
    await page.keyboard.press('z');
    await expect(undo).toHaveCount(0);
    await expect(page.getByText(/^Tarjeta 1 de \d+$/)).toBeVisible();
    await expect(front).toHaveText(first);
    await expect(reviewed).toHaveText(String(reviewedBefore));

    // The answer typed wrong: what was wrong, and Again suggested; Enter accepts it.
    await page.getByRole('button', { name: 'Escribir la respuesta' }).click();
    await page.getByLabel('Su respuesta').fill('zzzz');
    await page.getByRole('button', { name: 'Comprobar' }).click();
    await expect(page.getByTestId('typed-result')).toContainText('No es correcto.');
    await expect(page.getByTestId('typed-result')).toContainText('Calificación sugerida: Otra vez');
    await expect(page.getByTestId('typed-diff').locator('del')).toHaveText('zzzz');
    await saveScreen(page, testInfo, 'reviews-typed-answer-es-375');
    await expectAccessible(page, { include: 'main' });
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('typed-result')).toHaveCount(0);

    const summary = await finishSession(page);
    await expect(summary).toContainText('Resumen de la sesión');
    await expect(summary.getByTestId('summary-1')).toHaveText('1');
    await expect(summary.getByTestId('summary-next')).toContainText(/La próxima tarjeta (vence en|ya está)/);
    await saveScreen(page, testInfo, 'reviews-summary-es-375');
    await expectAccessible(page, { include: 'main' });
  });

  test('the same in English: a rating undone, then the summary', async ({ page, request }, testInfo) => {
    // Four more new cards today than the first session used.
    await prepare(request, 8);
    await setPreferredLanguage(request, STUDENT, 'en');
    try {
      await useLanguage(page, 'es');
      await signIn(page, 'es', STUDENT);
      await page.goto('/reviews');
      await expect(page.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
      await expect(page.getByTestId('batch-note')).toContainText('Due today');
      await page.keyboard.press('Space');
      await expect(page.getByRole('button', { name: /^4\s*Easy\s*\d+ days?$/ })).toBeVisible();
      await page.keyboard.press('2');
      const undo = page.getByRole('button', { name: /Undo “Hard” on/ });
      await expect(undo).toBeVisible();
      await undo.click();
      await expect(undo).toHaveCount(0);
      await expect(page.getByText(/^Card 1 of \d+$/)).toBeVisible();
      await saveScreen(page, testInfo, 'reviews-undone-en-375');
      const summary = await finishSession(page);
      await expect(summary).toContainText('Session summary');
      await expect(summary.getByTestId('summary-2')).toHaveText('0');
      await expect(summary.getByTestId('summary-next')).toContainText(/The next card is (due in|ready)/);
      await saveScreen(page, testInfo, 'reviews-summary-en-375');
      await expectAccessible(page, { include: 'main' });
    } finally {
      await setPreferredLanguage(request, STUDENT, 'es');
      await prepare(request, 20);
    }
  });
});
