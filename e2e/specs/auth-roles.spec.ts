import { expect, test } from '@playwright/test';
import {
  type Lang,
  openProfileMenu,
  setPreferredLanguage,
  signIn,
  TEXT,
  USERS,
  useLanguage,
} from '../support/auth';
import { saveScreen } from '../support/screenshot';

type Expected = { user: keyof typeof USERS; name: string; staff: boolean; items: (lang: Lang) => string[] };

const student = (lang: Lang, master: boolean) => {
  const p = TEXT[lang].profile;
  return [p.profile, ...(master ? [p.addUser] : []), p.exams, p.tutoring, p.pay, TEXT[lang].signOut];
};

const cases: Expected[] = [
  { user: 'admin', name: 'Ana Administradora', staff: true, items: (lang) => [TEXT[lang].signOut] },
  { user: 'profesor', name: 'Pablo Ortega Núñez', staff: true, items: (lang) => [TEXT[lang].signOut] },
  { user: 'estudiante', name: 'Estefanía Muñoz Peña', staff: false, items: (lang) => student(lang, true) },
  { user: 'invitado', name: 'Iván Invitado Ruiz', staff: false, items: (lang) => student(lang, false) },
];

for (const lang of ['es', 'en'] as const) {
  test.describe(`each demo user sees exactly their items (${lang})`, () => {
    if (lang === 'en') {
      test.afterEach(async ({ request }, testInfo) => {
        await setPreferredLanguage(request, USERS[testInfo.title as keyof typeof USERS], 'es');
      });
    }
    for (const expected of cases) {
      test(`${expected.user}`, async ({ page, request }, testInfo) => {
        // Signing in turns the interface to the user's own language: the demo users' is Spanish.
        if (lang === 'en') await setPreferredLanguage(request, USERS[expected.user], 'en');
        await useLanguage(page, lang);
        await signIn(page, lang, USERS[expected.user]);
        await expect(page).toHaveURL(/\/$/);
        // Red icon: a student of the estudiante account (payment due in 3 days); never staff.
        await expect(page.getByTestId('profile-menu')).toHaveAttribute(
          'data-payment-due',
          String(!expected.staff),
        );
        const menu = await openProfileMenu(page);
        await expect(menu.getByText(expected.name)).toBeVisible();
        await expect(menu.getByRole('menuitem')).toHaveText(expected.items(lang));

        const subnav = page.getByRole('navigation', {
          name: lang === 'es' ? 'Navegación principal' : 'Main navigation',
        });
        if (expected.staff) {
          await expect(subnav).toHaveCount(0);
          await expect(page.getByTestId('staff-subnav')).toBeVisible();
          await expect(page.getByTestId('landing-cards')).toHaveCount(0);
          await expect(page.getByTestId('footer-navigation')).toHaveCount(0);
          await expect(page.getByTestId('footer-contact')).toHaveCount(0);
          await expect(page.getByTestId('app-footer')).toContainText('2021');
        } else {
          await expect(subnav.getByRole('link')).toHaveText([...TEXT[lang].subnav]);
          await expect(page.getByTestId('landing-cards')).toBeVisible();
          await expect(page.getByTestId('footer-contact')).toContainText('soporte@demo.puente.test');
        }
        if (lang === 'es' && (expected.user === 'admin' || expected.user === 'estudiante')) {
          await saveScreen(page, testInfo, `auth-menu-${expected.user}-${lang}`);
        }
        await page.keyboard.press('Escape');

        // A route of the other side answers /unauthorized.
        await page.goto(expected.staff ? '/reviews' : '/admin');
        await expect(page).toHaveURL(/\/unauthorized$/);
        // The session survives a reload.
        await page.reload();
        await expect(page.getByTestId('profile-menu')).toBeVisible();
      });
    }
  });
}
