import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { setPreferredLanguage, signIn, USERS, useLanguage } from '../support/auth';
import { chromiumArgs, fullChromium } from '../support/browsers';
import { apiSignIn } from '../support/people';
import { saveScreen } from '../support/screenshot';

const BOGOTA = 'America/Bogota';
const DAY = 24 * 3600_000;

/** The file key of a short English text, as the app names its recordings (spokenAudioKey). */
const audioKey = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/**
 * The student's review screen with one card due (her first); answers its English text, which the app
 * sends as the practised text. Its model sound is the recording of "a", the same in every run.
 */
async function oneCard(page: Page) {
  const card = { en: '' };
  await page.route('**/api/reviews/queue', async (route) => {
    const response = await route.fetch();
    const queue = (await response.json()) as { cards: { en: string }[] };
    queue.cards = queue.cards.slice(0, 1);
    card.en = queue.cards[0]?.en ?? '';
    await route.fulfill({ response, json: queue });
  });
  // The practice is offered where the app has a model recording of the English.
  await page.route('**/audio/en/index.json', (route) => route.fulfill({ json: [audioKey(card.en)] }));
  await page.route(/\/audio\/en\/[^/]+\.mp3$/, async (route) =>
    route.fulfill({
      response: await route.fetch({ url: new URL('/audio/en/a.mp3', route.request().url()).href }),
    }),
  );
  return card;
}

/**
 * The demo student has no tutoring session in the demo: she books the demo tutor's last free hour within
 * his horizon, so he is her tutor. The last one, so that her other upcoming sessions still list first
 * (tutoring.spec.ts reads the first), and well before the cancellation cutoff. Answers its id.
 */
async function bookTheDemoTutor(request: APIRequestContext) {
  const { headers } = await apiSignIn(request, USERS.estudiante);
  const { tutors } = (await (await request.get('/api/tutoring/tutors', { headers })).json()) as {
    tutors: { id: string; name: string }[];
  };
  const tutor = tutors.find((row) => row.name.startsWith('Pablo'));
  expect(tutor, 'the demo tutor').toBeTruthy();
  const from = new Date(Date.now() + 3 * DAY);
  const to = new Date(from.getTime() + 60 * DAY);
  const free = await request.get(
    `/api/tutoring/tutors/${tutor!.id}/slots?from=${from.toISOString()}&to=${to.toISOString()}&length=60`,
    { headers },
  );
  expect(free.ok(), await free.text()).toBe(true);
  const { slots } = (await free.json()) as { slots: string[] };
  expect(slots.length).toBeGreaterThan(0);
  const booked = await request.post('/api/tutoring/sessions', {
    headers,
    data: { tutorId: tutor!.id, startsAt: slots.at(-1), lengthMinutes: 60, timeZone: BOGOTA },
  });
  expect(booked.ok(), await booked.text()).toBe(true);
  return ((await booked.json()) as { id: string }).id;
}

/** Leaves the demo student as the demo starts: no recordings sent, the session booked here cancelled. */
async function tidyUp(request: APIRequestContext, sessionId: string | null) {
  const { headers } = await apiSignIn(request, USERS.estudiante);
  const sent = (await (await request.get('/api/tutoring/recordings/sent', { headers })).json()) as {
    recordings: { id: string }[];
  };
  for (const recording of sent.recordings)
    await request.delete(`/api/tutoring/recordings/${recording.id}`, { headers });
  if (sessionId) {
    const cancelled = await request.post(`/api/tutoring/sessions/${sessionId}/cancel`, { headers });
    expect(cancelled.ok(), await cancelled.text()).toBe(true);
  }
}

/** Whether an audio element has played some of its sound (what `played` records stays after it ends). */
const hasPlayed = (page: Page) =>
  page
    .getByTestId('recording-audio')
    .evaluate((audio: HTMLAudioElement) => audio.played.length > 0 && audio.played.end(0) > 0);

// The full browser plays media as people's browsers do (support/browsers.ts); the fake device and the fake
// permission prompt give it a microphone that always answers.
test.use({
  launchOptions: {
    executablePath: fullChromium,
    args: [...chromiumArgs, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'],
  },
  serviceWorkers: 'block',
});

test.describe('a recording sent to the tutor', () => {
  let sessionId: string | null = null;

  test.beforeAll(async ({ request }) => {
    sessionId = await bookTheDemoTutor(request);
  });

  test.afterAll(async ({ request }) => {
    await tidyUp(request, sessionId);
  });

  test('the student records a card and sends it with a note; the tutor hears it and marks it listened; the student sees it listened (es)', async ({
    page,
    browser,
  }, testInfo) => {
    const note = 'No sé si pronuncio bien la «th»';
    await page.setViewportSize({ width: 375, height: 812 });
    const card = await oneCard(page);
    await useLanguage(page, 'es');
    await signIn(page, 'es', USERS.estudiante);
    await page.goto('/reviews');
    await expect(page.getByTestId('review-card')).toBeVisible();
    expect(card.en).not.toBe('');

    // She records the card, as in the speaking practice.
    await page.getByTestId('review-card').getByRole('button', { name: 'Grabar y comparar' }).click();
    const practice = page.getByRole('region', { name: 'Práctica oral' });
    await expect(practice).toContainText('salvo que usted la envíe a su tutor');
    await practice.getByRole('button', { name: 'Grabar', exact: true }).click();
    await expect(practice.getByTestId('speaking-status')).toContainText('Grabando');
    await page.waitForTimeout(1200);
    await practice.getByRole('button', { name: 'Detener' }).click();
    await expect(practice.getByTestId('speaking-status')).toContainText('Califíquese', { timeout: 30_000 });

    // "Enviar a mi tutor": the one tutor she has, the phrase, a note.
    await practice.getByRole('button', { name: 'Enviar a mi tutor' }).click();
    const dialog = page.getByRole('dialog', { name: 'Enviar la grabación a su tutor' });
    await expect(dialog).toContainText(`Frase: ${card.en}`);
    await expect(dialog).toContainText('Para: Pablo Ortega Núñez');
    await dialog.getByLabel('Nota para el tutor').fill(note);
    await expectAccessible(page);
    await saveScreen(page, testInfo, 'send-to-tutor-es-375');
    const uploaded = page.waitForResponse(
      (res) => res.url().endsWith('/api/tutoring/recordings') && res.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Enviar', exact: true }).click();
    expect((await uploaded).status()).toBe(201);
    await expect(dialog).toBeHidden();
    await expect(practice.getByRole('status')).toContainText('Grabación enviada a Pablo Ortega Núñez.');

    // It is under "Mis grabaciones", not yet listened.
    await page.goto('/tutoring');
    await page.getByRole('tab', { name: 'Mis grabaciones' }).click();
    const mine = page.getByRole('listitem', { name: `Para Pablo Ortega Núñez: ${card.en}` });
    await expect(mine).toHaveCount(1);
    await expect(mine).toContainText(`Nota: ${note}`);
    await expect(mine).toContainText('Sin escuchar');

    // The tutor, in his own browser: "Grabaciones recibidas" names the student, the phrase and the note.
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const tutor = await context.newPage();
    await useLanguage(tutor, 'es');
    await signIn(tutor, 'es', USERS.profesor);
    await tutor.goto('/tutoring');
    await tutor.getByRole('tab', { name: 'Grabaciones recibidas' }).click();
    const received = tutor.getByRole('listitem', { name: `Estefanía Muñoz Peña: ${card.en}` });
    await expect(received).toHaveCount(1);
    await expect(received).toContainText(`“${card.en}”`);
    await expect(received).toContainText(`Nota: ${note}`);
    await expect(received).toContainText('Sin escuchar');

    // He listens: the sound is fetched with his token and plays.
    const content = tutor.waitForResponse((res) =>
      /\/api\/tutoring\/recordings\/[^/]+\/content$/.test(res.url()),
    );
    await received.getByRole('button', { name: 'Escuchar', exact: true }).click();
    const fetched = await content;
    expect(fetched.status()).toBe(200);
    expect(fetched.headers()['content-type']).toMatch(/^audio\/(webm|ogg|mp4)/);
    await expect(received.getByTestId('recording-audio')).toBeVisible();
    await expect.poll(() => hasPlayed(tutor), { timeout: 15_000 }).toBe(true);
    await expectAccessible(tutor);
    await saveScreen(tutor, testInfo, 'recordings-received-es-1280');

    // He marks it listened: the button goes, the badge says so.
    await received.getByRole('button', { name: 'Marcar como escuchada' }).click();
    await expect(received).toContainText('Escuchada');
    await expect(received.getByRole('button', { name: 'Marcar como escuchada' })).toHaveCount(0);
    await context.close();

    // The student sees it listened, and may delete it.
    await page.reload();
    await page.getByRole('tab', { name: 'Mis grabaciones' }).click();
    await expect(mine).toContainText('Escuchada');
    await expect(mine).not.toContainText('Sin escuchar');
    await mine.getByRole('button', { name: 'Borrar' }).click();
    await expect(mine).toHaveCount(0);
    await expect(page.getByText('Aún no ha enviado grabaciones.')).toBeVisible();
  });

  test('in English: sent, received, marked listened, seen listened', async ({ page, browser, request }) => {
    // Both languages are kept on the server: signing in applies them (set back after).
    await setPreferredLanguage(request, USERS.estudiante, 'en');
    await setPreferredLanguage(request, USERS.profesor, 'en');
    test.info().annotations.push({ type: 'cleanup', description: 'languages set back to es' });
    try {
      const card = await oneCard(page);
      await useLanguage(page, 'en');
      await signIn(page, 'en', USERS.estudiante);
      await page.goto('/reviews');
      await page.getByTestId('review-card').getByRole('button', { name: 'Record and compare' }).click();
      const practice = page.getByRole('region', { name: 'Speaking practice' });
      await practice.getByRole('button', { name: 'Record', exact: true }).click();
      await expect(practice.getByTestId('speaking-status')).toContainText('Recording');
      await page.waitForTimeout(1200);
      await practice.getByRole('button', { name: 'Stop' }).click();
      await expect(practice.getByTestId('speaking-status')).toContainText('Rate yourself', {
        timeout: 30_000,
      });
      await practice.getByRole('button', { name: 'Send to my tutor' }).click();
      const dialog = page.getByRole('dialog', { name: 'Send the recording to your tutor' });
      await expect(dialog).toContainText('To: Pablo Ortega Núñez');
      await dialog.getByLabel('Note for the tutor').fill('Is my "th" right?');
      await dialog.getByRole('button', { name: 'Send', exact: true }).click();
      await expect(practice.getByRole('status')).toContainText('Recording sent to Pablo Ortega Núñez.');

      await page.goto('/tutoring');
      await page.getByRole('tab', { name: 'My recordings' }).click();
      const mine = page.getByRole('listitem', { name: `To Pablo Ortega Núñez: ${card.en}` });
      await expect(mine).toContainText('Not listened');

      const context = await browser.newContext();
      const tutor = await context.newPage();
      await useLanguage(tutor, 'en');
      await signIn(tutor, 'en', USERS.profesor);
      await tutor.goto('/tutoring');
      await tutor.getByRole('tab', { name: 'Recordings received' }).click();
      const received = tutor.getByRole('listitem', { name: `Estefanía Muñoz Peña: ${card.en}` });
      await expect(received).toContainText('Note: Is my "th" right?');
      await received.getByRole('button', { name: 'Listen', exact: true }).click();
      await expect.poll(() => hasPlayed(tutor), { timeout: 15_000 }).toBe(true);
      await received.getByRole('button', { name: 'Mark as listened' }).click();
      await expect(received).toContainText('Listened');
      await context.close();

      await page.reload();
      await page.getByRole('tab', { name: 'My recordings' }).click();
      await expect(mine).toContainText('Listened');
      await expect(mine).not.toContainText('Not listened');
    } finally {
      await setPreferredLanguage(request, USERS.estudiante, 'es');
      await setPreferredLanguage(request, USERS.profesor, 'es');
    }
  });
});
