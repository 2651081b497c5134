import { type APIRequestContext, expect, test } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { droppedMails, PASSWORD, setPreferredLanguage, signIn, USERS, useLanguage } from '../support/auth';

const BOGOTA = 'America/Bogota';
const MADRID = 'Europe/Madrid';

async function tokenOf(request: APIRequestContext, username: string) {
  const login = await request.post('/api/authentication/login', { data: { username, password: PASSWORD } });
  const { tokenId } = (await login.json()) as { tokenId: string };
  return { authorization: `Bearer ${tokenId}` };
}

/** The tutor with no hours published: where the spec starts. */
const noHours = {
  timeZone: MADRID,
  bio: '',
  languages: [],
  sessionLengths: [30, 60],
  minNoticeHours: 12,
  horizonDays: 28,
  meetingLink: null,
  rules: [],
  exceptions: [],
};

const clock = (iso: string, zone: string) =>
  new Intl.DateTimeFormat('es', { hour: '2-digit', minute: '2-digit', timeZone: zone }).format(new Date(iso));

async function calendarMailTo(email: string, method: 'REQUEST' | 'CANCEL', sessionId: string) {
  let found = '';
  await expect
    .poll(async () => {
      const mails = await droppedMails<{ to: string; calendar?: { content: string } }>();
      found =
        mails
          .map((mail) => (mail.to === email ? (mail.calendar?.content ?? '') : ''))
          .find((ics) => ics.includes(`tutoring-${sessionId}@puente`) && ics.includes(`METHOD:${method}`)) ??
        '';
      return found;
    })
    .not.toBe('');
  return found;
}

/** The demo tutor's hours as the demo starts: Monday to Friday 16:00–20:00 in Madrid. */
const demoHours = {
  ...noHours,
  languages: ['Español', 'English'],
  rules: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, startTime: '16:00', endTime: '20:00' })),
};

test.describe('tutoring', () => {
  test.beforeAll(async ({ request }) => {
    // The spec publishes the tutor's hours itself, from none.
    const headers = await tokenOf(request, USERS.profesor);
    const cleared = await request.put('/api/tutoring/availability', { headers, data: noHours });
    expect(cleared.ok(), await cleared.text()).toBe(true);
  });

  test.afterAll(async ({ request }) => {
    // Leave the demo tutor with the hours the demo starts with.
    const headers = await tokenOf(request, USERS.profesor);
    await request.put('/api/tutoring/availability', { headers, data: demoHours });
  });

  test('the tutor in Madrid publishes hours; the student in Bogotá books one at her local hour, gets the invitation and cancels', async ({
    page,
    browser,
    request,
  }) => {
    // The tutor publishes Monday 09:00–12:00 (Madrid) through the form.
    await useLanguage(page, 'es');
    await signIn(page, 'es', USERS.profesor);
    await page.goto('/tutoring');
    await page.getByRole('tab', { name: 'Mi disponibilidad' }).click();
    await expect(page.getByRole('combobox', { name: 'Su zona horaria' })).toHaveValue(MADRID);
    await page.getByRole('button', { name: 'Añadir franja' }).click();
    await expect(page.getByTestId('weekly-row')).toHaveCount(1);
    await page.getByRole('button', { name: 'Aplicar' }).click();
    await expect(page.getByRole('button', { name: 'Aplicar' })).toBeVisible();
    const tutorHeaders = await tokenOf(request, USERS.profesor);
    await expect
      .poll(
        async () =>
          (
            (await (
              await request.get('/api/tutoring/availability', { headers: tutorHeaders })
            ).json()) as typeof noHours
          ).rules.length,
      )
      .toBe(1);

    // The student (in Bogotá) books a free hour of next week.
    const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const student = await context.newPage();
    await useLanguage(student, 'es');
    await signIn(student, 'es', USERS.estudiante);
    await student.goto('/tutoring');
    await expect(student.getByText(`Horas en su zona horaria: ${BOGOTA}`).first()).toBeVisible();
    await student.getByRole('button', { name: /^Ver horas de Pablo/ }).click();
    await student.getByText('60 min', { exact: true }).click();
    await student.getByRole('button', { name: 'Semana siguiente' }).click();
    const slot = student.getByRole('button', { name: /^Reservar / }).first();
    await expect(slot).toBeVisible();
    const shown = (await slot.textContent())!.trim();
    await slot.click();
    const dialog = student.getByRole('dialog', { name: 'Reservar sesión' });
    await expect(dialog.getByTestId('book-when')).toContainText(`${shown} (${BOGOTA})`);
    await dialog.getByLabel('Nota para el tutor').fill('Quiero practicar una entrevista de trabajo');
    await expectAccessible(student);
    await dialog.getByRole('button', { name: 'Aceptar' }).click();
    await expect(student.getByTestId('tutoring-session').first()).toBeVisible();

    const studentHeaders = await tokenOf(request, USERS.estudiante);
    const upcoming = (await (
      await request.get('/api/tutoring/sessions', { headers: studentHeaders })
    ).json()) as {
      sessions: { id: string; startsAt: string; status: string }[];
    };
    const booked = upcoming.sessions.find((s) => s.status === 'booked')!;
    // The hour shown is the session's in Bogotá, and for the tutor in Madrid it is a half hour of their
    // 09:00–12:00: 09:00, unless "next week" begins inside Monday's window (on a Monday morning).
    expect(clock(booked.startsAt, BOGOTA)).toBe(shown);
    expect(['09:00', '09:30', '10:00', '10:30', '11:00']).toContain(clock(booked.startsAt, MADRID));
    await expect(student.getByTestId('session-when').first()).toContainText(shown);

    // Both sides get the invitation; the tutor sees the student's note.
    const ics = await calendarMailTo(USERS.estudiante, 'REQUEST', booked.id);
    expect(ics).toContain(`DTSTART:${booked.startsAt.replace(/[-:]/g, '').replace('.000', '')}`);
    await calendarMailTo(USERS.profesor, 'REQUEST', booked.id);
    await page.getByRole('tab', { name: 'Mis sesiones' }).click();
    await expect(page.getByText('Nota: Quiero practicar una entrevista de trabajo')).toBeVisible();

    // The student cancels (well before the 12-hour cutoff); both sides get the cancellation.
    // Counted: a session cancelled earlier (by another spec) may already be listed as cancelled.
    const cancelledBefore = await student.getByText('Cancelada', { exact: true }).count();
    await student.getByRole('button', { name: 'Cancelar sesión' }).first().click();
    await student.getByRole('dialog').getByRole('button', { name: 'Cancelar sesión' }).click();
    await expect(student.getByText('Cancelada', { exact: true })).toHaveCount(cancelledBefore + 1);
    const cancelled = await calendarMailTo(USERS.estudiante, 'CANCEL', booked.id);
    expect(cancelled).toContain('SEQUENCE:1');
    await context.close();
  });

  test('in English at 375 px the zone is named and a booking inside the notice is refused with its reason', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await setPreferredLanguage(request, USERS.estudiante, 'en');
    test.info().annotations.push({ type: 'cleanup', description: 'language set back to es' });
    await useLanguage(page, 'en');
    await signIn(page, 'en', USERS.estudiante);
    await page.goto('/tutoring');
    await expect(page.getByRole('heading', { name: 'Tutoring', level: 1 })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Book' })).toBeVisible();
    const headers = await tokenOf(request, USERS.estudiante);
    const tutors = (await (await request.get('/api/tutoring/tutors', { headers })).json()) as {
      tutors: { id: string }[];
    };
    const refused = await request.post('/api/tutoring/sessions', {
      headers: { ...headers, 'accept-language': 'en' },
      data: {
        tutorId: tutors.tutors[0]!.id,
        startsAt: new Date(Date.now() + 3_600_000).toISOString(),
        lengthMinutes: 60,
        timeZone: BOGOTA,
      },
    });
    expect(refused.status()).toBe(400);
    expect(((await refused.json()) as { code: string }).code).toBe('tutoring.inside-notice');
    const mars = await request.post('/api/tutoring/sessions', {
      headers,
      data: {
        tutorId: tutors.tutors[0]!.id,
        startsAt: new Date().toISOString(),
        lengthMinutes: 60,
        timeZone: 'Mars/Olympus',
      },
    });
    expect(mars.status()).toBe(400);
    await setPreferredLanguage(request, USERS.estudiante, 'es');
  });
});
