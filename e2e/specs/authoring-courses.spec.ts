import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { type Lang, setPreferredLanguage, signIn, USERS, useLanguage } from '../support/auth';
import { saveScreen } from '../support/screenshot';

/** A tiny MP4 (an ISO-BMFF `ftyp` box and padding): typed by its bytes as video/mp4. */
function mp4(size = 2000): Buffer {
  const ftyp = Buffer.alloc(24);
  ftyp.writeUInt32BE(24, 0);
  ftyp.write('ftyp', 4, 'latin1');
  ftyp.write('isom', 8, 'latin1');
  ftyp.writeUInt32BE(0x200, 12);
  ftyp.write('isom', 16, 'latin1');
  ftyp.write('mp41', 20, 'latin1');
  const free = Buffer.alloc(size - 24);
  free.writeUInt32BE(free.length, 0);
  free.write('free', 4, 'latin1');
  return Buffer.concat([ftyp, free]);
}

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

const T = {
  es: {
    add: 'Añadir',
    newCourse: 'Nuevo curso',
    titleEs: /^Título en español/,
    titleEn: /^Título en inglés/,
    descEs: /^Descripción en español/,
    descEn: /^Descripción en inglés/,
    cover: 'Imagen de portada',
    published: /^Publicado/,
    duplicate: 'Este valor ya está en uso',
    discard: 'Cambios sin guardar',
    keep: 'Seguir editando',
    lose: 'Perder cambios',
    ok: 'Aceptar',
    newVideo: 'Nueva lección de video',
    course: /^Curso/,
    videoFile: 'Archivo de video',
    body: /^Explicación/,
    seeLessons: 'Ver lecciones',
    taken: 'Inglés básico (A1)',
  },
  en: {
    add: 'Add',
    newCourse: 'New course',
    titleEs: /^Title in Spanish/,
    titleEn: /^Title in English/,
    descEs: /^Description in Spanish/,
    descEn: /^Description in English/,
    cover: 'Cover image',
    published: /^Published/,
    duplicate: 'This value is already in use',
    discard: 'Unsaved changes',
    keep: 'Keep editing',
    lose: 'Lose changes',
    ok: 'OK',
    newVideo: 'New video lesson',
    course: /^Course/,
    videoFile: 'Video file',
    body: /^Explanation/,
    seeLessons: 'See lessons',
    taken: 'Inglés básico (A1)',
  },
} as const;

const pause = (page: Page) => page.waitForTimeout(650);

// Spanish again for the specs that follow.
test.afterEach(async ({ request }) => {
  for (const user of [USERS.admin, USERS.estudiante]) await setPreferredLanguage(request, user, 'es');
});

for (const lang of ['es', 'en'] as Lang[]) {
  test(`staff write a course with an uploaded video lesson; a student sees both (${lang})`, async ({
    page,
    browser,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    // The interface follows the user's own language: the demo users speak it for this test.
    for (const user of [USERS.admin, USERS.estudiante]) await setPreferredLanguage(request, user, lang);
    const t = T[lang];
    const stamp = `${lang}-${Date.now().toString(36)}`;
    const titleEs = `Curso de prueba ${stamp}`;
    const courseName = lang === 'es' ? titleEs : `Test course ${stamp}`;
    await page.setViewportSize({ width: 1280, height: 900 });
    await useLanguage(page, lang);
    await signIn(page, lang, USERS.admin);
    await page.goto('/course-wizard');
    await expect(page.getByRole('list', { name: lang === 'es' ? 'Cursos' : 'Courses' })).toBeVisible();
    await saveScreen(page, testInfo, `course-wizard-list-${lang}-desktop`);
    await expectAccessible(page);

    await page.getByRole('button', { name: t.add, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: t.newCourse });
    // A title in use is flagged while typing.
    await dialog.getByLabel(t.titleEs).fill(t.taken);
    await expect(dialog.getByText(t.duplicate)).toBeVisible();
    await dialog.getByLabel(t.titleEs).fill(titleEs);
    await dialog.getByLabel(t.titleEn).fill(`Test course ${stamp}`);
    await dialog.getByLabel(t.descEs).fill('Un curso de prueba.');
    // Undo and redo with the keyboard.
    const descEn = dialog.getByLabel(t.descEn);
    await descEn.click();
    await descEn.pressSequentially('A test');
    await pause(page);
    await descEn.pressSequentially(' course');
    await pause(page);
    await page.keyboard.press('Control+z');
    await expect(descEn).toHaveValue('A test');
    await page.keyboard.press('Control+Shift+z');
    await expect(descEn).toHaveValue('A test course');
    // Escape with unsaved changes asks.
    await page.keyboard.press('Escape');
    const ask = page.getByRole('dialog', { name: t.discard });
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: t.keep }).click();
    await expect(dialog).toBeVisible();
    await dialog
      .getByLabel(t.cover)
      .setInputFiles({ name: 'portada.png', mimeType: 'image/png', buffer: PNG });
    await expect(dialog.getByRole('img', { name: /portada\.png/ })).toBeVisible();
    const published = dialog.getByRole('switch', { name: t.published });
    await published.focus();
    await page.keyboard.press('Space');
    await expect(published).toBeChecked();
    await saveScreen(page, testInfo, `course-wizard-form-${lang}-desktop`);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: t.ok }).click();
    await expect(dialog).toBeHidden();

    // A video lesson of the course, from an uploaded file.
    await page.goto('/video-wizard');
    await page.getByRole('button', { name: t.add, exact: true }).click();
    const lesson = page.getByRole('dialog', { name: t.newVideo });
    await lesson.getByLabel(t.titleEs).fill(`Lección de video ${stamp}`);
    await lesson.getByLabel(t.titleEn).fill(`Video lesson ${stamp}`);
    await lesson.getByLabel(t.course).fill(courseName);
    await page.getByRole('option', { name: courseName }).click();
    await lesson
      .getByLabel(t.videoFile)
      .setInputFiles({ name: 'leccion.mp4', mimeType: 'video/mp4', buffer: mp4() });
    await expect(lesson.locator('video')).toBeVisible();
    await lesson.getByLabel(t.body).fill('Hola y bienvenido.');
    await saveScreen(page, testInfo, `video-wizard-form-${lang}-desktop`);
    await lesson.getByRole('button', { name: t.ok }).click();
    await expect(lesson).toBeHidden();
    await expect(
      page.getByText(`Lección de video ${stamp}`).or(page.getByText(`Video lesson ${stamp}`)),
    ).toBeVisible();

    // The course in a pinned side panel (the right pin board), then at 375 px.
    await page.goto('/course-wizard');
    await page.getByRole('button', { name: new RegExp(`${courseName}.*panel`) }).click();
    const panel = page.getByRole('complementary', { name: lang === 'es' ? 'Editar curso' : 'Edit course' });
    await expect(panel.getByLabel(t.titleEs)).toHaveValue(titleEs);
    await saveScreen(page, testInfo, `course-wizard-panel-${lang}-desktop`);
    await panel.getByRole('button', { name: lang === 'es' ? 'Cancelar' : 'Cancel' }).click();
    await expect(panel).toBeHidden();

    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/course-wizard');
    await saveScreen(page, testInfo, `course-wizard-list-${lang}-375`);
    await expectAccessible(page);

    // The student sees the course with its cover and plays its video.
    const student = await browser.newPage();
    await useLanguage(student, lang);
    await signIn(student, lang, USERS.estudiante);
    await student.goto('/courses');
    const card = student.getByRole('article', { name: lang === 'es' ? titleEs : `Test course ${stamp}` });
    await expect(card).toBeVisible();
    await expect(card.getByTestId('course-cover')).toBeVisible();
    await card.getByRole('link', { name: t.seeLessons }).click();
    await student
      .getByRole('link', { name: new RegExp(stamp) })
      .first()
      .click();
    const video = student.locator('video');
    await expect(video).toBeVisible();
    await expect(video).toHaveAttribute('src', /\/api\/public\/media\/[0-9a-f-]{36}\/content\?expires=/);
    await saveScreen(student, testInfo, `course-wizard-student-lesson-${lang}`);
    await student.close();
  });
}
