import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { type Lang, setPreferredLanguage, signIn, USERS, useLanguage } from '../support/auth';
import { apiSignIn } from '../support/people';
import { saveScreen } from '../support/screenshot';

const TEXT = {
  es: {
    admin: 'Administración',
    users: 'Usuarios',
    accounts: 'Cuentas y cobros',
    accountsList: 'Cuentas',
    filter: 'Filtrar',
    usersFilter: 'Buscar por nombre o correo',
    open: /^Ver la cuenta de /,
    balance: 'Saldo',
    currency: /US\$/,
    actionsOf: 'Acciones: Estefanía Muñoz Peña',
    impersonate: 'Ver como este usuario',
    back: 'Volver a mi sesión',
    noCards: 'El personal que actúa como un usuario no puede añadir ni usar tarjetas',
    pay: 'Realizar Pago',
    paymentsOff: 'Los pagos con tarjeta no están habilitados para esta escuela',
    title: 'Añadir Pago',
  },
  en: {
    admin: 'Administration',
    users: 'Users',
    accounts: 'Accounts and billing',
    accountsList: 'Accounts',
    filter: 'Filter',
    usersFilter: 'Search by name or e-mail',
    open: /^Open the account of /,
    balance: 'Balance',
    currency: /\$\d/,
    actionsOf: 'Actions: Estefanía Muñoz Peña',
    impersonate: 'View as this user',
    back: 'Back to my session',
    noCards: 'Staff acting as a user cannot add or use cards',
    pay: 'Make Payment',
    paymentsOff: 'Card payments are not enabled for this school',
    title: 'Add Payment',
  },
} as const;

/** Signs a demo user in at 375 px in a language (their own preference set to it for the visit). */
async function signInNarrow(page: Page, request: APIRequestContext, lang: Lang, email: string) {
  await setPreferredLanguage(request, email, lang);
  await useLanguage(page, lang);
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, lang, email);
}

/** Every tab of /admin lies inside the 375 px screen, and the page does not scroll sideways. */
async function expectTabsInView(page: Page) {
  const tabs = page.getByRole('tab');
  expect(await tabs.count()).toBeGreaterThanOrEqual(8);
  for (const tab of await tabs.all()) {
    const box = await tab.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
}

for (const lang of ['es', 'en'] as const) {
  const text = TEXT[lang];

  test.describe(`billing screens (${lang})`, () => {
    test.afterEach(async ({ request }) => {
      await setPreferredLanguage(request, USERS.admin, 'es');
      await setPreferredLanguage(request, USERS.estudiante, 'es');
    });

    test(`/admin at 375 px: every tab in sight, an account opens from its whole row, the ledger has signs, a running balance and the currency (${lang})`, async ({
      page,
      request,
    }, testInfo) => {
      await signInNarrow(page, request, lang, USERS.admin);
      await page.goto('/admin');
      await expect(page.getByRole('heading', { level: 1, name: text.admin })).toBeVisible();
      await expectTabsInView(page);
      await page.getByRole('tab', { name: text.users }).click();
      await expect(page.getByLabel(text.usersFilter)).toBeVisible();
      await expectTabsInView(page);
      await saveScreen(page, testInfo, `admin-users-tabs-${lang}-375`);

      await page.getByRole('tab', { name: text.accounts }).click();
      await page.getByLabel(text.filter).fill('estudiante@demo');
      const list = page.getByRole('list', { name: text.accountsList });
      await expect(list.getByRole('listitem')).toHaveCount(1);
      const row = list.getByRole('button', { name: text.open });
      await expect(row).toContainText(text.currency);
      if (lang === 'es') {
        // A click on the holder's name, far from the chevron at the row's end.
        const box = (await row.boundingBox())!;
        await page.mouse.click(box.x + 10, box.y + box.height / 2);
      } else {
        await row.focus();
        await page.keyboard.press('Enter');
      }
      await expect(row).toHaveAttribute('aria-pressed', 'true');
      const panel = page.getByRole('region').filter({ has: page.getByTestId('account-balance') });
      await expect(panel.getByTestId('account-balance')).toContainText(text.currency);
      const ledger = panel.getByTestId('account-ledger');
      await expect(ledger.getByRole('columnheader', { name: text.balance, exact: true })).toBeVisible();
      // Every amount has its sign (a charge +, a payment or credit −) and names the currency.
      for (const effect of await ledger.getByTestId('ledger-effect').allTextContents())
        expect(effect).toMatch(/^[+-]/);
      await expect(ledger.getByTestId('ledger-balance').first()).toContainText(text.currency);
      await saveScreen(page, testInfo, `admin-account-ledger-${lang}-375`);
      await expectAccessible(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    });

    test(`staff acting as the student see up front that they cannot add or use cards (${lang})`, async ({
      page,
      request,
    }, testInfo) => {
      await signInNarrow(page, request, lang, USERS.admin);
      await page.goto('/admin');
      await page.getByRole('tab', { name: text.users }).click();
      await page.getByLabel(text.usersFilter).fill('estudiante@demo');
      // The searched list first: a menu opened on a row before it is redrawn closes.
      await expect(page.getByRole('button', { name: /^(Acciones|Actions): / })).toHaveCount(1);
      await page.getByRole('button', { name: text.actionsOf }).click();
      await page.getByRole('menuitem', { name: text.impersonate }).click();
      const banner = page.getByTestId('impersonation-banner');
      await expect(banner).toBeVisible();
      await page.goto('/retail-payment');
      await expect(page.getByTestId('impersonation-no-cards')).toContainText(text.noCards);
      await expect(page.getByRole('button', { name: text.pay })).toBeDisabled();
      await saveScreen(page, testInfo, `payment-impersonating-${lang}-375`);
      await expectAccessible(page);
      await banner.getByRole('button', { name: text.back }).click();
      await expect(page.getByTestId('impersonation-banner')).toHaveCount(0);
    });

    test(`/retail-payment with payments off explains it and makes no payment calls (${lang})`, async ({
      page,
      request,
    }, testInfo) => {
      const { headers } = await apiSignIn(request, USERS.admin);
      const settings = async () =>
        (await (await request.get('/api/admin/tenant-settings', { headers })).json()) as Record<
          string,
          unknown
        >;
      const put = async (paymentEnabled: boolean) => {
        const edit: Record<string, unknown> = { ...(await settings()), paymentEnabled };
        delete edit.secretKeyConfigured;
        delete edit.serverProvider;
        delete edit.updatedAt;
        const saved = await request.put('/api/admin/tenant-settings', { headers, data: edit });
        expect(saved.status(), await saved.text()).toBe(200);
      };
      await put(false);
      try {
        const paymentCalls: string[] = [];
        page.on('request', (call) => {
          if (/\/api\/(account\/getmyaccount|retail\/)/.test(call.url())) paymentCalls.push(call.url());
        });
        await signInNarrow(page, request, lang, USERS.estudiante);
        await page.goto('/retail-payment');
        await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
        await expect(page.getByTestId('payments-disabled')).toContainText(text.paymentsOff);
        await page.waitForLoadState('networkidle');
        expect(paymentCalls).toEqual([]);
        await saveScreen(page, testInfo, `payment-disabled-${lang}-375`);
        await expectAccessible(page);
      } finally {
        await put(true);
      }
    });
  });
}
