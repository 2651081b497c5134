import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { type Lang, setPreferredLanguage, signIn, TEXT, USERS, useLanguage } from '../support/auth';
import { openSettingsMenu } from '../support/settings-menu';
import { contentLines, foreignPhrases, phrasesIn } from '../support/ui-phrases';

const routeTableFile = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../apps/web/src/app/route-table.tsx',
);

/** Every path of the route table ('lessons/:courseId', 'admin', …), the redirect and the catch-all aside. */
function routeTablePaths(): string[] {
  const source = readFileSync(routeTableFile, 'utf8');
  const paths = [...source.matchAll(/path: '([^']+)'/g)].map((match) => match[1]!);
  const notBuilt = source.slice(source.indexOf('const notBuiltYet'), source.indexOf('const dataScreens'));
  paths.push(...[...notBuilt.matchAll(/'([a-z0-9:/-]+)'/g)].map((match) => match[1]!));
  return [...new Set(paths)].filter((p) => p !== '*' && p !== 'excercises');
}

/** Screens a visitor sees (no session). */
const PUBLIC_SCREENS = [
  '/',
  '/login',
  '/unauthorized',
  '/landing/certificate/PUE-0000-0000-0000',
  '/no-such-page',
];

/** The route table's parameters, found in the links of the screens that list them. */
async function resolveParams(page: Page): Promise<Record<string, string>> {
  const idIn = async (screen: string, pattern: RegExp) => {
    await page.goto(screen);
    const prefix = `/${pattern.source.split('\\/')[1]}/`;
    await expect(page.locator(`main a[href^="${prefix}"]`).first()).toBeVisible();
    const hrefs = await page
      .locator('main a[href]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    const match = hrefs.map((href) => pattern.exec(href ?? '')).find(Boolean);
    if (!match) throw new Error(`no link like ${pattern} on ${screen}`);
    return match.slice(1);
  };
  const [courseId, chapterId] = await idIn('/courses', /^\/lessons\/([^/]+)\/([^/]+)$/);
  const [exerciseId] = await idIn('/exercises', /^\/exercises\/([^/]+)$/);
  const [examId] = await idIn('/exams', /^\/exams\/([^/]+)$/);
  return {
    courseId: courseId!,
    chapterId: chapterId!,
    exerciseId: exerciseId!,
    examId: examId!,
    view: 'a1',
    resource: 'certificate',
    resourceId: 'PUE-0000-0000-0000',
  };
}

/** What a screen shows once loaded: its title and visible text, lines of course content set aside. */
async function screenText(page: Page, screen: string): Promise<string> {
  await page.goto(screen);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main')).toBeVisible();
  const text = `${await page.title()}\n${await page.locator('body').innerText()}`;
  return text
    .split(/[\n\t]+/)
    .map((line) => line.trim())
    .filter((line) => line && !CONTENT.has(line))
    .join('\n');
}

const CONTENT = contentLines();

/** Walks the screens in `lang` and answers the foreign phrases each one shows. */
async function walk(page: Page, lang: Lang, screens: string[]) {
  const foreign = foreignPhrases(lang);
  const found: Record<string, string[]> = {};
  for (const screen of screens) {
    const leaks = phrasesIn(await screenText(page, screen), foreign);
    if (leaks.length > 0) found[screen] = leaks;
  }
  return found;
}

test.describe('every screen speaks one language', () => {
  test.describe.configure({ timeout: 180_000 });

  test('the demo student walks every route in Spanish: no English interface text', async ({
    page,
    request,
  }) => {
    await setPreferredLanguage(request, USERS.estudiante, 'es');
    const foreign = foreignPhrases('es');
    expect(foreign).toEqual(expect.arrayContaining(['could not establish communication with the server']));
    expect(await walk(page, 'es', PUBLIC_SCREENS)).toEqual({});
    await signIn(page, 'es', USERS.estudiante);
    const params = await resolveParams(page);
    const screens = routeTablePaths().map((p) => `/${p.replace(/:(\w+)/g, (_, name) => params[name]!)}`);
    expect(screens.length).toBeGreaterThan(30);
    expect(await walk(page, 'es', screens)).toEqual({});

    // A failed call shows the default handler's text in Spanish (on a screen the app reads itself: a page
    // load of /courses arrives drawn by the server with its courses, and reads nothing).
    await page.route('**/api/exams**', (route) => route.abort('internetdisconnected'));
    await page.goto('/exams');
    await expect(page.getByText('no se pudo establecer comunicación con el servidor')).toBeVisible({
      timeout: 30_000,
    });
    expect(phrasesIn(await page.locator('main').innerText(), foreign)).toEqual([]);
  });

  test('a user whose language is English gets English on a fresh browser, and no Spanish interface text', async ({
    page,
    browser,
    request,
  }) => {
    try {
      // On one device the student switches to English while signed in: the server keeps it.
      await signIn(page, 'es', USERS.estudiante);
      const language = await openSettingsMenu(page);
      const saved = page.waitForResponse((r) => r.url().endsWith('/api/user/locale') && r.ok());
      await language.getByText('EN', { exact: true }).click();
      await saved;

      // A fresh browser starts in Spanish; signing in turns it to English.
      const fresh = await browser.newContext({ locale: 'es-ES' });
      const other = await fresh.newPage();
      await useLanguage(other, 'es');
      await signIn(other, 'es', USERS.estudiante);
      await expect(other.locator('html')).toHaveAttribute('lang', 'en');
      await expect(other.getByRole('heading', { level: 1, name: TEXT.en.home })).toBeVisible();

      expect(
        await walk(
          other,
          'en',
          PUBLIC_SCREENS.filter((s) => s !== '/login'),
        ),
      ).toEqual({});
      const params = await resolveParams(other);
      const screens = routeTablePaths().map((p) => `/${p.replace(/:(\w+)/g, (_, name) => params[name]!)}`);
      expect(await walk(other, 'en', screens)).toEqual({});
      await fresh.close();
    } finally {
      await setPreferredLanguage(request, USERS.estudiante, 'es');
    }
  });
});
