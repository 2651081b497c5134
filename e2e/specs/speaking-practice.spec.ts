import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { setPreferredLanguage, signIn, USERS, useLanguage } from '../support/auth';
import { chromiumArgs, fullChromium } from '../support/browsers';
import { saveScreen } from '../support/screenshot';

/** The file key of a short English text, as the app names its recordings (spokenAudioKey). */
const audioKey = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

type Heard = { event: 'playing' | 'ended'; src: string };

/**
 * Notes every sound the page plays (elements on the page and detached ones, `new Audio()`): when each
 * starts playing and when it ends, in order.
 */
function listenToPlayers(page: Page) {
  return page.addInitScript(() => {
    const log: { event: string; src: string }[] = [];
    (window as unknown as { heard: typeof log }).heard = log;
    const play = HTMLMediaElement.prototype.play;
    const watched = new WeakSet<HTMLMediaElement>();
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      if (!watched.has(this)) {
        watched.add(this);
        this.addEventListener('playing', () =>
          log.push({ event: 'playing', src: this.currentSrc || this.src }),
        );
        this.addEventListener('ended', () => log.push({ event: 'ended', src: this.currentSrc || this.src }));
      }
      return play.call(this);
    };
  });
}
const heard = (page: Page) => page.evaluate(() => (window as unknown as { heard: Heard[] }).heard.slice());
const forget = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { heard: Heard[] }).heard.length = 0;
  });

/**
 * The review screen with one card due (the student's first), whose English the app has a recording of
 * (the recording of "a" stands in when it has none): the model is a file, the same in every run.
 */
async function oneCardWithRecording(page: Page) {
  let key = '';
  await page.route('**/api/reviews/queue', async (route) => {
    const response = await route.fetch();
    const queue = (await response.json()) as { cards: { en: string }[] };
    queue.cards = queue.cards.slice(0, 1);
    key = audioKey(queue.cards[0]?.en ?? '');
    await route.fulfill({ response, json: queue });
  });
  await page.route('**/audio/en/index.json', (route) => route.fulfill({ json: [key] }));
  await page.route(/\/audio\/en\/[^/]+\.mp3$/, async (route) => {
    const own = await route.fetch();
    if (own.ok()) return route.fulfill({ response: own });
    return route.fulfill({
      response: await route.fetch({ url: new URL('/audio/en/a.mp3', route.request().url()).href }),
    });
  });
}

// The full browser plays media as people's browsers do (support/browsers.ts); the fake device and the fake
// permission prompt give it a microphone that always answers (the tests of a refused or missing microphone
// replace getUserMedia).
test.use({
  launchOptions: {
    executablePath: fullChromium,
    args: [...chromiumArgs, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'],
  },
});

test.describe('speaking practice', () => {
  test.use({ viewport: { width: 375, height: 812 }, serviceWorkers: 'block' });
  test.afterEach(({ request }) => setPreferredLanguage(request, USERS.estudiante, 'es'));
  // A rating refreshes the queue: its routed fetch may still be running when the test ends. It finishes
  // before the page closes, instead of failing the test with "Response has been disposed".
  test.afterEach(({ page }) => page.unrouteAll({ behavior: 'wait' }));

  test.describe('with a microphone (Chromium’s fake device)', () => {
    test('a review card: record, hear the model then the recording, then rate oneself (es)', async ({
      page,
    }, testInfo) => {
      await listenToPlayers(page);
      await oneCardWithRecording(page);
      await useLanguage(page, 'es');
      await signIn(page, 'es', USERS.estudiante);
      await page.goto('/reviews');
      const card = page.getByTestId('review-card');
      await expect(card).toBeVisible();

      await card.getByRole('button', { name: 'Grabar y comparar' }).click();
      const practice = page.getByRole('region', { name: 'Práctica oral' });
      await expect(practice).toContainText('Su grabación se queda en este navegador');
      await practice.getByRole('button', { name: 'Grabar', exact: true }).click();
      await expect(practice.getByTestId('speaking-status')).toContainText('Grabando');
      await saveScreen(page, testInfo, 'speaking-recording-es-375');
      await page.waitForTimeout(1200);
      // Only what plays from here on: the model, then the recording.
      await forget(page);
      await practice.getByRole('button', { name: 'Detener' }).click();
      await expect(practice.getByTestId('speaking-status')).toContainText('Califíquese', { timeout: 30_000 });
      const order = await heard(page);
      expect(
        order.map((item) => `${item.event} ${item.src.startsWith('blob:') ? 'recording' : 'model'}`),
      ).toEqual(['playing model', 'ended model', 'playing recording', 'ended recording']);
      expect(order[0]!.src).toMatch(/\/audio\/en\/[^/]+\.mp3$/);

      // "Escuchar y comparar" plays them again in the same order.
      await forget(page);
      await practice.getByRole('button', { name: 'Escuchar y comparar' }).click();
      await expect(practice.getByRole('button', { name: 'Escuchar y comparar' })).toBeDisabled();
      await expect(practice.getByRole('button', { name: 'Escuchar y comparar' })).toBeEnabled({
        timeout: 30_000,
      });
      expect((await heard(page)).map((item) => item.src.startsWith('blob:'))).toEqual([
        false,
        false,
        true,
        true,
      ]);

      // The self-rating is a review rating like any other.
      await expect(page.getByTestId('review-answer')).toBeVisible();
      await saveScreen(page, testInfo, 'speaking-compared-es-375');
      await expectAccessible(page);
      const rated = page.waitForResponse(
        (res) => /\/api\/reviews\/cards\/[^/]+\/rating$/.test(res.url()) && res.request().method() === 'POST',
      );
      await page.getByRole('button', { name: /Bien/ }).click();
      const response = await rated;
      expect(response.status()).toBe(200);
      expect(response.request().postDataJSON()).toMatchObject({ rating: 3 });
    });
  });

  for (const [problem, message] of [
    ['NotAllowedError', 'No tiene permiso para usar el micrófono'],
    ['NotFoundError', 'No se encontró ningún micrófono'],
  ] as const) {
    test(`says why it cannot record: ${problem} (es)`, async ({ page }, testInfo) => {
      await page.addInitScript((name) => {
        navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('refused', name));
      }, problem);
      await oneCardWithRecording(page);
      await useLanguage(page, 'es');
      await signIn(page, 'es', USERS.estudiante);
      await page.goto('/reviews');
      await page.getByTestId('review-card').getByRole('button', { name: 'Grabar y comparar' }).click();
      const practice = page.getByRole('region', { name: 'Práctica oral' });
      await practice.getByRole('button', { name: 'Grabar', exact: true }).click();
      await expect(practice.getByRole('alert')).toContainText(message);
      await expect(practice.getByRole('button', { name: 'Grabar', exact: true })).toBeEnabled();
      await saveScreen(page, testInfo, `speaking-${problem}-es-375`);
    });
  }

  test('says so in English too', async ({ page, request }) => {
    // The student's language is kept on the server: signing in applies it (set back after).
    await setPreferredLanguage(request, USERS.estudiante, 'en');
    await page.addInitScript(() => {
      navigator.mediaDevices.getUserMedia = () =>
        Promise.reject(new DOMException('refused', 'NotAllowedError'));
    });
    await oneCardWithRecording(page);
    await useLanguage(page, 'en');
    await signIn(page, 'en', USERS.estudiante);
    await page.goto('/reviews');
    await page.getByTestId('review-card').getByRole('button', { name: 'Record and compare' }).click();
    const practice = page.getByRole('region', { name: 'Speaking practice' });
    await practice.getByRole('button', { name: 'Record', exact: true }).click();
    await expect(practice.getByRole('alert')).toContainText('You have not allowed the microphone');
  });
});
