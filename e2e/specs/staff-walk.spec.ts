import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { type Lang, PASSWORD, signIn, USERS } from '../support/auth';
import { foreignPhrases, phrasesIn } from '../support/ui-phrases';

/** Every section of /admin (its `?tab=`), as the administrator sees them. */
const ADMIN_TABS = [
  'users',
  'classes',
  'messages',
  'settings',
  'accounts',
  'reconciliation',
  'audit',
  'outbox',
  'jobs',
];

/** The staff screens outside /admin: reports, tutoring, the wizards' hub and the wizards. */
const STAFF_SCREENS = [
  '/user-activity',
  '/most-active-users',
  '/account-activity',
  '/admin-tutoring',
  '/wizards',
  '/course-wizard',
  '/exercise-wizard',
  '/review-wizard',
  '/video-wizard',
  '/audio-wizard',
  '/carousel-wizard',
  '/dictionary-word-wizard',
  '/dictionary-category-wizard',
  '/dictionary-phrases-wizard',
];

/**
 * What people must never read on a staff screen, whatever the language: values a program writes for
 * programs (ISO dates, record kinds and ids, routes), texts that were never filled in, and plurals of one.
 */
const FORMAT_LEAKS: [string, RegExp][] = [
  ['an ISO date', /(?<![\w-])\d{4}-\d{2}(-\d{2})?(?![\w-])/],
  ['an ISO time', /\d{2}:\d{2}:\d{2}(\.\d+)?Z/],
  ['a value never filled in', /\b(undefined|null|NaN|Invalid Date|\[object Object\])\b/],
  ['a placeholder', /\{\{\s*\w+\s*\}\}/],
  ['a record kind or id', /Elemento: (user|account|route|course)\b|\b(POST|PUT|DELETE) \/api\//],
  [
    'a plural of one',
    /(?<![\d.,])1 (exámenes|lecciones|cursos|ejercicios|usuarios|intentos|exams|lessons|courses|exercises|users|tries|attempts)\b/,
  ],
  ["a size in programmers' units", /\b\d+\.\d+ KB\b/],
];

/**
 * What the school itself wrote, read as the administrator reads it: people's names and e-mail addresses,
 * class names, the subjects of the mail sent, course titles, contact messages, the wizards' recent items and the
 * names of what the audit log lists. Data, not interface text (a student named "Examen" or a
 * class named "Clase 1" is no Spanish leak in English).
 */
async function schoolWords(request: APIRequestContext): Promise<string[]> {
  const login = await request.post('/api/authentication/login', {
    data: { username: USERS.admin, password: PASSWORD },
  });
  expect(login.ok()).toBe(true);
  const { tokenId } = (await login.json()) as { tokenId: string };
  const headers = { authorization: `Bearer ${tokenId}` };
  const read = async <T>(path: string) => {
    const res = await request.get(path, { headers });
    expect(res.ok(), path).toBe(true);
    return (await res.json()) as T;
  };
  const users = await read<{ items: { firstName: string; lastName: string; email: string }[] }>(
    '/api/admin/users?Take=100',
  );
  const classes = await read<{ items: { name: string }[] }>('/api/admin/classes');
  const mails = await read<{ subject: string }[]>('/api/admin/outbox');
  const audit = await read<{ items: { targetLabel: string | null }[] }>('/api/admin/audit-log?Take=100');
  const courses = await read<{ title: { es: string; en: string } }[]>('/api/courses');
  const summary = await read<{ resources: { recent: { name: { es: string; en: string } }[] }[] }>(
    '/api/wizards/summary',
  );
  const messages = await read<{ items: { name: string; subject: string; message: string }[] }>(
    '/api/admin/contact-messages',
  );
  await request.put('/api/authentication/logoff', { headers });
  const words = [
    ...users.items.flatMap((user) => [user.email, user.firstName, user.lastName]),
    ...classes.items.map((item) => item.name),
    ...mails.map((mail) => mail.subject),
    ...audit.items.flatMap((entry) => (entry.targetLabel ? [entry.targetLabel] : [])),
    ...courses.flatMap((course) => [course.title.es, course.title.en]),
    ...messages.items.flatMap((item) => [item.name, item.subject, item.message]),
    ...summary.resources.flatMap((resource) =>
      resource.recent.flatMap((item) => [item.name.es, item.name.en]),
    ),
  ];
  // Longest first: an e-mail goes before the name inside it.
  return [...new Set(words.filter((word) => word.length > 0))].sort((a, b) => b.length - a.length);
}

/** The visible text of a screen once it has loaded. */
async function screenText(page: Page, screen: string) {
  await page.goto(screen);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main')).toBeVisible();
  // Loading placeholders gone: the figures are on screen.
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
  return `${await page.title()}\n${await page.locator('body').innerText()}`;
}

/** What is wrong on each screen: foreign phrases, format leaks and, at phone width, content cut off. */
async function walk(page: Page, lang: Lang, screens: string[], phone: boolean, data: string[]) {
  const foreign = foreignPhrases(lang);
  const found: Record<string, string[]> = {};
  for (const screen of screens) {
    let text = await screenText(page, screen);
    for (const word of data) text = text.replaceAll(word, ' ');
    const lines = text.split(/[\n\t]+/).map((line) => line.trim());
    const lineWith = (part: string) => lines.find((line) => line.includes(part)) ?? part;
    const problems = phrasesIn(text, foreign).map((phrase) => `foreign "${phrase}" in: ${lineWith(phrase)}`);
    for (const [what, pattern] of FORMAT_LEAKS) {
      const match = pattern.exec(text);
      if (match) problems.push(`${what} in: ${lineWith(match[0])}`);
    }
    if (phone) {
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      if (overflow > 1) problems.push(`wider than the screen by ${overflow} px`);
      // A state or tag squeezed by its column reads "D…": it must stay whole (its table scrolls).
      const cut = await page.evaluate(() =>
        Array.from(document.querySelectorAll('main .mantine-Badge-label'))
          .filter((label) => label.scrollWidth > label.clientWidth + 1)
          .map((label) => label.textContent ?? ''),
      );
      for (const label of new Set(cut)) problems.push(`a badge cut short: ${label}`);
    }
    if (problems.length > 0) found[screen] = problems;
  }
  return found;
}

test.describe('the staff screens read as people read', () => {
  test.describe.configure({ timeout: 300_000 });

  for (const lang of ['es', 'en'] as const) {
    for (const [width, height] of [
      [1280, 800],
      [375, 740],
    ] as const) {
      test(`the administrator walks every staff screen in ${lang} at ${width} px: one language, no format leaks`, async ({
        page,
        request,
      }) => {
        await page.setViewportSize({ width, height });
        await signIn(page, 'es', USERS.admin);
        // The language chosen in this browser only (the account's stays Spanish: specs running beside
        // this one sign in as the administrator too).
        await page.evaluate((value) => localStorage.setItem('puente.locale', value), lang);
        await page.reload();
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        const screens = [...ADMIN_TABS.map((tab) => `/admin?tab=${tab}`), ...STAFF_SCREENS];
        expect(await walk(page, lang, screens, width < 500, await schoolWords(request))).toEqual({});
      });
    }
  }

  test('the professor walks the staff screens they may open, in Spanish at 375 px', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await signIn(page, 'es', USERS.profesor);
    const screens = [
      '/admin?tab=classes',
      '/admin?tab=messages',
      ...STAFF_SCREENS.filter((screen) => screen !== '/account-activity'),
    ];
    expect(await walk(page, 'es', screens, true, await schoolWords(request))).toEqual({});
  });
});
