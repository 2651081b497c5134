import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { type Lang, setPreferredLanguage, signIn, USERS, useLanguage } from '../support/auth';
import { saveScreen } from '../support/screenshot';

const TEXT = {
  es: {
    reports: [
      {
        path: '/user-activity',
        title: 'Actividad de usuarios',
        chart: 'Actividad por tipo',
        file: 'user-activity.csv',
        header: 'Periodo',
      },
      {
        path: '/most-active-users',
        title: 'Usuarios más activos',
        chart: 'Tiempo de estudio (minutos)',
        file: 'most-active-users.csv',
        header: 'Puesto',
      },
      {
        path: '/account-activity',
        title: 'Actividad de cuentas',
        chart: 'Saldo en el tiempo',
        file: 'account-activity.csv',
        header: 'Periodo',
      },
    ],
    csv: 'Descargar CSV',
    dashboard: 'Su escuela esta semana',
    activeStudents: 'Estudiantes activos',
    accent: 'Inicios de sesión',
  },
  en: {
    reports: [
      {
        path: '/user-activity',
        title: 'User activity',
        chart: 'Activity by kind',
        file: 'user-activity.csv',
        header: 'Period',
      },
      {
        path: '/most-active-users',
        title: 'Most active users',
        chart: 'Study time (minutes)',
        file: 'most-active-users.csv',
        header: 'Rank',
      },
      {
        path: '/account-activity',
        title: 'Account activity',
        chart: 'Balance over time',
        file: 'account-activity.csv',
        header: 'Period',
      },
    ],
    csv: 'Download CSV',
    dashboard: 'Your school this week',
    activeStudents: 'Active students',
    accent: 'Sign-ins',
  },
} as const;

/** The administrator opens each report (a chart over the demo data), downloads its CSV, and sees the staff home. */
async function walkReports(page: Page, lang: Lang, shot: (name: string) => Promise<void>) {
  const text = TEXT[lang];
  await signIn(page, lang, USERS.admin);
  await expect(page.getByRole('heading', { name: text.dashboard })).toBeVisible();
  await expect(page.getByText(text.activeStudents)).toBeVisible();
  for (const report of text.reports) {
    await page.goto(report.path);
    await expect(page.getByRole('heading', { level: 1, name: report.title })).toBeVisible();
    const card = page.getByRole('region', { name: report.chart });
    await expect(card).toBeVisible();
    // A drawn chart: Recharts' SVG with at least one bar, area or line path.
    await expect(card.locator('svg.recharts-surface').first()).toBeVisible();
    await expect(
      card.locator('.recharts-bar-rectangle, .recharts-area-area, .recharts-line-curve').first(),
    ).toBeAttached();
    await shot(report.path.slice(1));
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: text.csv }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(report.file);
    const bytes = await readFile((await file.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = bytes.subarray(3).toString('utf8');
    expect(csv.split('\n')[0]).toContain(report.header);
    expect(csv.split('\n').length).toBeGreaterThan(2);
  }
  await page.goto('/user-activity');
  await expect(page.getByText(text.accent).first()).toBeVisible();
  await expectAccessible(page);
}

test.afterEach(async ({ request }) => {
  await setPreferredLanguage(request, USERS.admin, 'es');
});

for (const lang of ['es', 'en'] as const) {
  test(`the administrator reads the activity reports and downloads their CSV (${lang})`, async ({
    page,
    request,
  }, testInfo) => {
    await setPreferredLanguage(request, USERS.admin, lang);
    await useLanguage(page, lang);
    await walkReports(page, lang, (name) => saveScreen(page, testInfo, `${lang}-${name}`));
  });
}

test('the reports fit a 375 px screen', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await useLanguage(page, 'es');
  await signIn(page, 'es', USERS.admin);
  await page.goto('/most-active-users');
  await expect(
    page.getByRole('region', { name: 'Tiempo de estudio (minutos)' }).locator('svg.recharts-surface').first(),
  ).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await saveScreen(page, testInfo, 'most-active-375');
});

test('a student is sent away from the reports', async ({ page }) => {
  await useLanguage(page, 'es');
  await signIn(page, 'es', USERS.estudiante);
  await page.goto('/user-activity');
  await expect(page).toHaveURL(/\/unauthorized/);
});
