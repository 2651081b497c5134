import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { type Lang, setPreferredLanguage, signIn, USERS, useLanguage } from '../support/auth';
import { apiToken } from '../support/authoring';
import { saveScreen } from '../support/screenshot';

const T = {
  es: {
    courses: 'Cursos',
    exportA1: 'Exportar Inglés básico (A1) como JSON',
    import: 'Importar JSON',
    done: 'Importación terminada: 1 curso',
    created:
      /^Creado como borrador: Inglés básico \(A1\) rt-\w+ \(\d+ lecci(ón|ones), \d+ ejercicios?, \d+ ex(amen|ámenes)\)$/,
    refused: 'El archivo fue rechazado; no se importó nada',
    notJson: 'El archivo no es JSON.',
    invalid: 'El archivo no es un paquete de cursos válido:',
    close: 'Cerrar el informe',
    unpublished: 'A1 · Borrador',
    orderField: /curso 1, orden/i,
  },
  en: {
    courses: 'Courses',
    exportA1: 'Export Basic English (A1) as JSON',
    import: 'Import JSON',
    done: 'Import finished: 1 course',
    created: /^Created as a draft: Basic English \(A1\) rt-\w+ \(\d+ lessons?, \d+ exercises?, \d+ exams?\)$/,
    refused: 'The file was refused; nothing was imported',
    notJson: 'The file is not JSON.',
    invalid: 'The file is not a valid course package:',
    close: 'Close the report',
    unpublished: 'A1 · Draft',
    orderField: /course 1, order/i,
  },
} as const;

/**
 * Every key and every title of a package made new, so that it imports as another course; unpublished, so
 * that no student (nor the specs that walk the students' screens) ever sees the copy.
 */
function renamed(pkg: unknown, stamp: string): unknown {
  return JSON.parse(JSON.stringify(pkg), (name, value: unknown) => {
    if (name === 'key' && typeof value === 'string') return `${value}-${stamp}`;
    if (name === 'published' && typeof value === 'boolean') return false;
    if (
      name === 'title' &&
      value &&
      typeof value === 'object' &&
      'es' in value &&
      typeof (value as { es: unknown }).es === 'string'
    ) {
      const title = value as { es: string; en?: string };
      return { ...title, es: `${title.es} ${stamp}`, ...(title.en ? { en: `${title.en} ${stamp}` } : {}) };
    }
    return value;
  });
}

test.afterEach(async ({ request }) => {
  await setPreferredLanguage(request, USERS.admin, 'es');
});

for (const lang of ['es', 'en'] as Lang[]) {
  test(`staff export a course as JSON and import it back with a report; bad files are refused (${lang})`, async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(90_000);
    await setPreferredLanguage(request, USERS.admin, lang);
    const t = T[lang];
    await page.setViewportSize({ width: 1280, height: 900 });
    await useLanguage(page, lang);
    await signIn(page, lang, USERS.admin);
    await page.goto('/course-wizard');
    await expect(page.getByRole('list', { name: t.courses })).toBeVisible();

    // Export: the course arrives as a package file of its own.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: t.exportA1 }).click();
    const file = await download;
    const exported = JSON.parse(await readFile(await file.path(), 'utf8')) as {
      format: string;
      courses: { key: string; chapters: unknown[] }[];
    };
    expect(exported.format).toBe('puente-content');
    expect(exported.courses).toHaveLength(1);
    expect(exported.courses[0]!.chapters.length).toBeGreaterThan(0);

    // Import it back under new keys and titles: the report names the course created.
    const stamp = `rt-${lang}${Date.now().toString(36)}`;
    const upload = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: t.import }).click();
    await (await upload).setFiles({
      name: 'curso.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(renamed(exported, stamp))),
    });
    const report = page.getByRole('status').filter({ hasText: t.done });
    await expect(report).toBeVisible();
    await expect(report.getByRole('listitem')).toHaveText(t.created);
    await expect(page.getByRole('list', { name: t.courses }).getByText(stamp).first()).toBeVisible();
    await expect(
      page
        .getByRole('list', { name: t.courses })
        .getByRole('listitem')
        .filter({ hasText: stamp })
        .getByText(t.unpublished),
    ).toBeVisible();
    await saveScreen(page, testInfo, `course-round-trip-done-${lang}`);
    await expectAccessible(page);
    await report.getByRole('button', { name: t.close }).click();
    await expect(report).toBeHidden();

    // A file that is not JSON is refused before anything is sent.
    const notJson = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: t.import }).click();
    await (await notJson).setFiles({
      name: 'curso.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{ no'),
    });
    const refusal = page.getByRole('alert').filter({ hasText: t.refused });
    await expect(refusal).toContainText(t.notJson);
    await refusal.getByRole('button', { name: t.close }).click();

    // A package that breaks the rules is refused field by field, and nothing is written.
    const broken = { ...exported, courses: [{ ...exported.courses[0], key: `broken-${stamp}`, order: 0 }] };
    const invalid = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: t.import }).click();
    await (await invalid).setFiles({
      name: 'curso.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(broken)),
    });
    const fields = page.getByRole('alert').filter({ hasText: t.refused });
    await expect(fields).toContainText(t.invalid);
    await expect(fields.getByRole('listitem').filter({ hasText: t.orderField })).toBeVisible();
    await saveScreen(page, testInfo, `course-round-trip-refused-${lang}`);
    await expectAccessible(page);

    // The copy goes again (soft-deleted), leaving the school's courses as they were.
    const headers = { authorization: `Bearer ${await apiToken(request)}` };
    const list = await request.get(`/api/courses?SearchValue=${encodeURIComponent(stamp)}`, { headers });
    const { items } = (await list.json()) as { items: { id: string }[] };
    expect(items).toHaveLength(1);
    expect((await request.delete(`/api/courses/${items[0]!.id}`, { headers })).ok()).toBe(true);
  });
}
