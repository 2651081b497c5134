import { expect, type Page, test } from '@playwright/test';
import { type Lang, setPreferredLanguage, signIn, USERS, useLanguage } from '../support/auth';
import { chromiumArgs, fullChromium } from '../support/browsers';
import { expectContentAccessible } from '../support/learning';
import { saveScreen } from '../support/screenshot';

const TEXT = {
  es: {
    menu: 'Curso MP3',
    library: 'Curso MP3: audiolibros',
    listen: 'Escuchar Inglés básico (A1)',
    player: 'Reproductor de audio',
    speed: '1,25×',
    play: 'Reproducir',
    pause: 'Pausa',
    back: 'Retroceder 10 segundos',
    lessons: 'Lecciones de audio',
    resume: /^Retomar en 0:\d\d$/,
    download: /^Descargar MP3: /,
    notFound: 'No se encontraron audiolibros MP3',
    offline: 'Disponible sin conexión',
  },
  en: {
    menu: 'MP3 course',
    library: 'MP3 course: audio books',
    listen: 'Listen to Basic English (A1)',
    player: 'Audio player',
    speed: '1.25×',
    play: 'Play',
    pause: 'Pause',
    back: 'Back 10 seconds',
    lessons: 'Audio lessons',
    resume: /^Resume at 0:\d\d$/,
    download: /^Download MP3: /,
    notFound: 'MP3 audio books not found',
    offline: 'Available offline',
  },
} as const;

const audioState = (page: Page) =>
  page.locator('audio').evaluate((audio: HTMLAudioElement) => ({
    time: audio.currentTime,
    rate: audio.playbackRate,
    paused: audio.paused,
    ready: audio.readyState >= 1,
  }));

// Playback after a reload: the full browser (support/browsers.ts).
test.use({ launchOptions: { executablePath: fullChromium, args: chromiumArgs } });

for (const lang of ['es', 'en'] as Lang[]) {
  test.describe(`MP3 course (${lang})`, () => {
    test.use({ viewport: { width: 375, height: 812 } });

    test.afterEach(({ request }) => setPreferredLanguage(request, USERS.estudiante, 'es'));

    test('the demo student plays a lesson at 1.25× and finds the position again after a reload', async ({
      page,
      request,
    }, testInfo) => {
      const text = TEXT[lang];
      // The student's language is kept on the server: signing in applies it.
      await setPreferredLanguage(request, USERS.estudiante, lang);
      await useLanguage(page, 'es');
      await signIn(page, 'es', USERS.estudiante);
      await page.goto('/mp3-course/library');
      await expect(page.getByRole('heading', { level: 1, name: text.library })).toBeVisible();
      await saveScreen(page, testInfo, `mp3-library-${lang}-375`);
      await expectContentAccessible(page);

      await page.getByRole('link', { name: text.listen }).click();
      await expect(page).toHaveURL(/\/mp3-course\/[0-9a-f-]{36}$/);
      const player = page.getByRole('region', { name: text.player });
      await expect(player).toBeVisible();
      await expect.poll(async () => (await audioState(page)).ready).toBe(true);
      const lessons = page.getByRole('region', { name: text.lessons }).getByRole('listitem');
      await expect(lessons).toHaveCount(2);
      await expect(page.locator('li[aria-current="true"]')).toHaveCount(1);
      await expect(lessons.first().getByRole('link', { name: text.download })).toHaveAttribute(
        'href',
        /^\/audio\/en\/lessons\/[\w-]+\.mp3$/,
      );

      await player.getByRole('button', { name: text.speed }).click();
      await expect(player.getByRole('button', { name: text.speed })).toHaveAttribute('aria-pressed', 'true');
      // From the start (an earlier run may have left a position): the lessons are about 13 s long.
      await player.getByRole('button', { name: text.back }).click();
      await player.getByRole('button', { name: text.back }).click();
      const start = (await audioState(page)).time;
      expect(start).toBe(0);
      await player.getByRole('button', { name: text.play, exact: true }).click();
      await expect(player.getByRole('button', { name: text.pause, exact: true })).toBeVisible();
      await expect.poll(async () => (await audioState(page)).time, { timeout: 15_000 }).toBeGreaterThan(2);
      expect((await audioState(page)).rate).toBe(1.25);
      const saved = page.waitForResponse(
        (res) => res.url().includes('/api/audio-positions/') && res.request().method() === 'PUT',
      );
      await player.getByRole('button', { name: text.pause, exact: true }).click();
      expect((await saved).status()).toBe(200);
      const stopped = (await audioState(page)).time;
      expect(stopped).toBeGreaterThan(2);
      await saveScreen(page, testInfo, `mp3-player-${lang}-375`);
      await expectContentAccessible(page);

      // After a reload the lesson starts where the student stopped: the position comes from the server.
      await page.reload();
      await expect(page.getByRole('region', { name: text.player })).toBeVisible();
      await expect.poll(async () => (await audioState(page)).ready).toBe(true);
      await expect.poll(async () => Math.abs((await audioState(page)).time - stopped)).toBeLessThan(0.5);
      await expect(page.locator('li[aria-current="true"]').getByText(text.resume)).toBeVisible();
      // …at the speed chosen before the reload (kept on the device).
      await expect(
        page.getByRole('region', { name: text.player }).getByRole('button', { name: text.speed }),
      ).toHaveAttribute('aria-pressed', 'true');
      expect((await audioState(page)).rate).toBe(1.25);

      // The second lesson, kept on the device, plays without a connection.
      const second = lessons.nth(1);
      const offline = second.getByRole('checkbox', { name: text.offline });
      await offline.check();
      await expect(offline).toBeEnabled();
      await expect(offline).toBeChecked();
      await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
      const fromDevice: boolean[] = [];
      page.on('response', (res) => {
        if (res.url().includes('/audio/en/lessons/')) fromDevice.push(res.fromServiceWorker());
      });
      await page.context().setOffline(true);
      try {
        await second.getByRole('button').first().click();
        await expect(lessons.nth(1)).toHaveAttribute('aria-current', 'true');
        await expect.poll(async () => (await audioState(page)).time, { timeout: 15_000 }).toBeGreaterThan(1);
        expect(fromDevice.length).toBeGreaterThan(0);
        expect(fromDevice.every(Boolean)).toBe(true);
        await saveScreen(page, testInfo, `mp3-offline-${lang}-375`);
        // The screen opens again without a connection, and the kept lesson plays.
        await page.reload();
        await expect(page.getByRole('region', { name: text.player })).toBeVisible();
        const keptAgain = page.getByRole('region', { name: text.lessons }).getByRole('listitem').nth(1);
        await expect(keptAgain.getByRole('checkbox', { name: text.offline })).toBeChecked();
        await keptAgain.getByRole('button').first().click();
        await expect(keptAgain).toHaveAttribute('aria-current', 'true');
        // A lesson picked anew starts by itself once it has loaded; the one already current waits for Play.
        // Only a paused player gets the click (on a playing one the same button is Pause); should the click
        // meet the lesson starting by itself, it pauses it, and the next round plays it again.
        const play = page
          .getByRole('region', { name: text.player })
          .getByRole('button', { name: text.play, exact: true });
        await expect(async () => {
          if ((await audioState(page)).paused) await play.click({ timeout: 5_000 });
          await expect.poll(async () => (await audioState(page)).time, { timeout: 6_000 }).toBeGreaterThan(1);
        }).toPass({ timeout: 40_000 });
      } finally {
        await page.context().setOffline(false);
      }
      await offline.uncheck();
      await expect(offline).not.toBeChecked();

      // An unknown course.
      await page.goto('/mp3-course/0196b3a2-0000-7000-8000-00000000abcd');
      await expect(page.getByRole('alert')).toContainText(text.notFound);
    });
  });
}
