import { expect, type Page, test } from '@playwright/test';
import { openProfileMenu, signIn, TEXT, USERS, useLanguage } from '../support/auth';

/**
 * A shared browser: student A keeps an MP3 lesson offline, then the session ends (signing out, the
 * session cookie gone, or another user signing in) and the browser loses its connection. The MP3 course's
 * service worker still controls the pages under /mp3-course/; what it answers there must hold nothing of A.
 */

type Student = { id: string; name: string };

/** Student A signs in, keeps the second lesson of the first MP3 course offline; answers who A is. */
async function keepALessonOffline(page: Page): Promise<Student> {
  await useLanguage(page, 'es');
  await signIn(page, 'es', USERS.estudiante);
  await page.goto('/mp3-course/library');
  await page.getByRole('link', { name: 'Escuchar Inglés básico (A1)' }).click();
  await expect(page).toHaveURL(/\/mp3-course\/[0-9a-f-]{36}$/);
  const offline = page
    .getByRole('region', { name: 'Lecciones de audio' })
    .getByRole('listitem')
    .nth(1)
    .getByRole('checkbox', { name: 'Disponible sin conexión' });
  await offline.check();
  await expect(offline).toBeEnabled();
  await expect(offline).toBeChecked();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  const session = await page.evaluate(() => {
    const entry = document.cookie
      .split(';')
      .map((part) => part.trim())
      .find((part) => part.startsWith('puente_session='));
    return JSON.parse(decodeURIComponent(entry?.slice('puente_session='.length) ?? '{}')) as {
      sid: string;
      preferred_name: string;
    };
  });
  expect(session.sid).toBeTruthy();
  return { id: session.sid, name: session.preferred_name };
}

async function signOut(page: Page) {
  const menu = await openProfileMenu(page);
  await menu.getByRole('menuitem', { name: TEXT.es.signOut }).click();
  const reloaded = page.waitForEvent('load');
  await page
    .getByRole('dialog', { name: 'Cerrar sesión' })
    .getByRole('button', { name: TEXT.es.signOut })
    .click();
  await reloaded;
  await expect(page.getByRole('link', { name: TEXT.es.signIn })).toBeVisible();
}

/**
 * Opens a page the MP3 course's worker controls (while online), drops the connection and asks for the
 * identity without a token, as any script on the page could: the answer, or the failure.
 */
async function identityOfflineWithoutToken(page: Page) {
  await page.goto('/mp3-course/library');
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await page.context().setOffline(true);
  try {
    return await page.evaluate(async () => {
      try {
        const response = await fetch('/api/user/me');
        return { status: response.status, body: await response.text() };
      } catch (error) {
        return { status: 0, body: String(error) };
      }
    });
  } finally {
    await page.context().setOffline(false);
  }
}

function expectNothingOf(answer: { status: number; body: string }, student: Student) {
  expect(answer.body).not.toContain(student.id);
  expect(answer.body).not.toContain(student.name);
  expect(answer.status).not.toBe(200);
}

test.describe('the MP3 course offline on a shared browser', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('after signing out, the worker answers nothing of the student who kept a lesson', async ({ page }) => {
    const student = await keepALessonOffline(page);
    await signOut(page);
    expectNothingOf(await identityOfflineWithoutToken(page), student);
    // The kept lesson files went with the session.
    const kept = await page.evaluate(async () => {
      const cacheNames = await caches.keys();
      const counts = await Promise.all(
        cacheNames.map(async (name) => (await (await caches.open(name)).keys()).length),
      );
      return cacheNames
        .map((name, index) => ({ name, count: counts[index] }))
        .filter(({ name }) => name.startsWith('puente-mp3-offline'));
    });
    expect(kept.every(({ count }) => count === 0)).toBe(true);
  });

  test('when the session cookie is gone without signing out, the worker answers nothing of the student', async ({
    page,
  }) => {
    const student = await keepALessonOffline(page);
    // The session cookie expires (or is cleared): the next start has no stored session.
    await page.context().clearCookies();
    await page.goto('/');
    await expect(page.getByRole('link', { name: TEXT.es.signIn })).toBeVisible();
    expectNothingOf(await identityOfflineWithoutToken(page), student);
  });

  test('when another user signs in on the same browser, the worker answers nothing of the first student', async ({
    page,
  }) => {
    const student = await keepALessonOffline(page);
    await page.context().clearCookies();
    await page.goto('/login');
    await signIn(page, 'es', USERS.profesor);
    expectNothingOf(await identityOfflineWithoutToken(page), student);
    // Nor with the new user's own token.
    await page.context().setOffline(true);
    try {
      const withToken = await page.evaluate(async () => {
        const entry = document.cookie
          .split(';')
          .map((part) => part.trim())
          .find((part) => part.startsWith('puente_session='));
        const token = JSON.parse(decodeURIComponent(entry?.slice('puente_session='.length) ?? '{}'))
          .access_token as string;
        try {
          const response = await fetch('/api/user/me', { headers: { authorization: `Bearer ${token}` } });
          return { status: response.status, body: await response.text() };
        } catch (error) {
          return { status: 0, body: String(error) };
        }
      });
      expect(withToken.body).not.toContain(student.id);
      expect(withToken.body).not.toContain(student.name);
    } finally {
      await page.context().setOffline(false);
    }
  });
});
