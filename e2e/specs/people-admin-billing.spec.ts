import { type APIRequestContext, expect, test } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { setPreferredLanguage, signIn, USERS, useLanguage } from '../support/auth';
import { apiSignIn } from '../support/people';
import { saveScreen } from '../support/screenshot';

type Settings = Record<string, unknown> & { version: number; supportPhone: string; name: string };
type Account = {
  id: string;
  plan: { installmentCents: number; installments: number; dueDay: number; startMonth: string } | null;
  figures: { balanceCents: number };
};

const settingsOf = async (request: APIRequestContext, headers: Record<string, string>) =>
  (await (await request.get('/api/admin/tenant-settings', { headers })).json()) as Settings;

/** The demo student's account as the administration reads it. */
async function estudianteAccount(request: APIRequestContext, headers: Record<string, string>) {
  const list = await request.get(`/api/admin/accounts?SearchValue=${USERS.estudiante}`, { headers });
  const [row] = ((await list.json()) as { items: { id: string }[] }).items;
  return (await (await request.get(`/api/admin/accounts/${row!.id}`, { headers })).json()) as Account;
}

test.describe('/admin: school settings, accounts and billing', () => {
  test('the administrator changes a setting (es); a signed-in user sees it on the next request', async ({
    page,
    request,
  }, testInfo) => {
    const { headers } = await apiSignIn(request, USERS.admin);
    const before = await settingsOf(request, headers);
    const phone = '+57 601 555 0199';
    try {
      await page.setViewportSize({ width: 1280, height: 900 });
      await signIn(page, 'es', USERS.admin);
      await page.goto('/admin');
      await expect(page.getByRole('heading', { level: 1, name: 'Administración' })).toBeVisible();
      await page.getByRole('tab', { name: 'Configuración' }).click();
      const form = page.getByRole('form', { name: 'Configuración de la escuela' });
      await expect(form.getByLabel(/^Nombre de la escuela/)).toHaveValue(before.name as string);
      // The secret key is never shown: the field is empty.
      await expect(form.getByLabel(/^Clave secreta/)).toHaveValue('');
      await form.getByLabel(/^Límite de invitados/).fill('99');
      await expect(form.getByText('El límite de invitados debe estar entre 0 y 50')).toBeVisible();
      await form.getByLabel(/^Límite de invitados/).fill(String(before.guestLimit));
      await form.getByLabel(/^Teléfono de soporte/).fill(phone);
      await saveScreen(page, testInfo, 'admin-settings-es');
      await expectAccessible(page);
      await form.getByRole('button', { name: 'Aplicar' }).click();
      await expect(page.getByText('Los cambios se guardaron.').first()).toBeVisible();
      // The next request of anyone (here the public tenant every page reads) has the new phone.
      const tenant = await (await request.get('/api/tenant')).json();
      expect(tenant.supportPhone).toBe(phone);
      const student = await apiSignIn(request, USERS.estudiante);
      await expect
        .poll(
          async () =>
            (await (await request.get('/api/tenant', { headers: student.headers })).json()).supportPhone,
        )
        .toBe(phone);
    } finally {
      // The demo school as it was, for the specs that follow.
      const now = await settingsOf(request, headers);
      const edit: Record<string, unknown> = { ...now, supportPhone: before.supportPhone };
      delete edit.secretKeyConfigured;
      delete edit.serverProvider;
      delete edit.updatedAt;
      const restored = await request.put('/api/admin/tenant-settings', { headers, data: edit });
      expect(restored.status()).toBe(200);
    }
  });

  test('the administrator gives the demo student a plan and posts an adjustment; the ledger shows it (en, 375 px)', async ({
    page,
    request,
  }, testInfo) => {
    const { headers } = await apiSignIn(request, USERS.admin);
    const before = await estudianteAccount(request, headers);
    const reason = `Sibling discount ${Date.now()}`;
    await setPreferredLanguage(request, USERS.admin, 'en');
    try {
      await useLanguage(page, 'en');
      await page.setViewportSize({ width: 375, height: 800 });
      await signIn(page, 'en', USERS.admin);
      await page.goto('/admin');
      await expect(page.getByRole('heading', { level: 1, name: 'Administration' })).toBeVisible();
      await page.getByRole('tab', { name: 'Accounts and billing' }).click();
      await page.getByLabel('Filter').fill('estudiante@demo');
      const list = page.getByRole('list', { name: 'Accounts' });
      await expect(list.getByRole('listitem')).toHaveCount(1);
      await list.getByRole('button', { name: /^Open the account of / }).click();
      const panel = page.getByRole('region').filter({ has: page.getByTestId('account-balance') });
      await expect(panel.getByTestId('account-ledger')).toBeVisible();
      await saveScreen(page, testInfo, 'admin-account-en-375');
      await expectAccessible(page);

      // A new plan: 10 installments of 55.00 on the 12th.
      await panel.getByRole('button', { name: 'Change plan' }).click();
      const planDialog = page.getByRole('dialog', { name: 'Change plan' });
      await planDialog.getByLabel(/^Installment amount/).fill('55');
      await planDialog.getByLabel(/^Number of installments/).fill('10');
      await planDialog.getByLabel(/^Due day/).fill('12');
      await expect(planDialog.getByText('Plan total: $550.00')).toBeVisible();
      await saveScreen(page, testInfo, 'admin-plan-dialog-en-375');
      await expectAccessible(page, { include: '[role="dialog"]' });
      await planDialog.getByRole('button', { name: 'OK' }).click();
      const planQuestion = page.getByRole('dialog', { name: 'Confirm the plan' });
      await expect(planQuestion).toContainText('New plan: 10 installments of $55.00 on day 12');
      await expect(planQuestion).toContainText('(total $550.00)');
      await planQuestion.getByRole('button', { name: 'Save the plan' }).click();
      await expect(planDialog).toBeHidden();
      await expect(panel.getByTestId('account-plan')).toContainText('10 installments of $55.00 on day 12');

      // An adjustment needs its reason; posted, it is a new line of the ledger and the balance moves.
      const balanceBefore = await panel.getByTestId('account-balance').textContent();
      await panel.getByRole('button', { name: 'Post adjustment' }).click();
      const dialog = page.getByRole('dialog', { name: 'Post an adjustment' });
      await dialog.getByLabel(/^Amount/).fill('12.34');
      await dialog.getByLabel(/^Reason/).fill('x');
      await dialog.getByLabel(/^Reason/).fill('');
      await expect(dialog.getByText("Enter the reason: it stays in the account's history")).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'OK' })).toBeDisabled();
      await dialog.getByLabel(/^Reason/).fill(reason);
      await saveScreen(page, testInfo, 'admin-adjustment-dialog-en-375');
      await expectAccessible(page, { include: '[role="dialog"]' });
      await dialog.getByRole('button', { name: 'OK' }).click();
      const question = page.getByRole('dialog', { name: 'Confirm the adjustment' });
      await expect(question).toContainText('Credit of $12.34');
      await question.getByRole('button', { name: 'Post the adjustment' }).click();
      await expect(dialog).toBeHidden();
      const line = panel.getByTestId('account-ledger').getByRole('row').filter({ hasText: reason });
      await expect(line).toHaveCount(1);
      await expect(line).toContainText('-$12.34');
      await expect(line).toContainText('Adjustment');
      await expect(panel.getByTestId('account-balance')).not.toHaveText(balanceBefore ?? '');
      await saveScreen(page, testInfo, 'admin-ledger-en-375');
      await expectAccessible(page);
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth).toBeLessThanOrEqual(375);
    } finally {
      await setPreferredLanguage(request, USERS.admin, 'es');
      // The demo account's figures as they were: its plan back, and the credit reversed (history stays).
      const after = await estudianteAccount(request, headers);
      if (before.plan) {
        const { installmentCents, installments, dueDay, startMonth } = before.plan;
        const plan = await request.put(`/api/admin/accounts/${before.id}/plan`, {
          headers,
          data: { installmentCents, installments, dueDay, startMonth },
        });
        expect(plan.status()).toBe(200);
      }
      const difference =
        before.figures.balanceCents - (await estudianteAccount(request, headers)).figures.balanceCents;
      if (difference !== 0) {
        const reversal = await request.post(`/api/admin/accounts/${after.id}/adjustments`, {
          headers,
          data: {
            amountCents: difference,
            reason: 'Reversal of the e2e adjustment',
            idempotencyKey: crypto.randomUUID(),
          },
        });
        expect(reversal.status()).toBe(201);
      }
    }
  });

  test('a credit typed "10.50" in Spanish is ten and a half: the confirmation shows 10,50 US$ and the balance it leaves (es)', async ({
    page,
    request,
  }) => {
    const { headers } = await apiSignIn(request, USERS.admin);
    const before = await estudianteAccount(request, headers);
    const reason = `Descuento ${Date.now()}`;
    // The balance as the confirmation writes it: es-ES grouping always, in the school's currency.
    const es = (cents: number) =>
      new Intl.NumberFormat('es-ES', {
        style: 'currency',
        currency: 'USD',
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
        useGrouping: 'always',
      }).format(cents / 100);
    try {
      await page.setViewportSize({ width: 1280, height: 900 });
      await signIn(page, 'es', USERS.admin);
      await page.goto('/admin');
      await page.getByRole('tab', { name: 'Cuentas y cobros' }).click();
      await page.getByLabel('Filtrar').fill('estudiante@demo');
      const list = page.getByRole('list', { name: 'Cuentas' });
      await expect(list.getByRole('listitem')).toHaveCount(1);
      await list.getByRole('button', { name: /^Ver la cuenta de / }).click();
      const panel = page.getByRole('region').filter({ has: page.getByTestId('account-balance') });
      await panel.getByRole('button', { name: 'Registrar ajuste' }).click();
      const dialog = page.getByRole('dialog', { name: 'Registrar un ajuste' });
      await dialog.getByLabel(/^Crédito/).check();
      // Set at once, as a paste or an autofill does (the old input read it as 1.050,00).
      await dialog.getByLabel(/^Monto/).fill('10.50');
      await dialog.getByLabel(/^Motivo/).fill(reason);
      await expect(dialog.getByLabel(/^Monto/)).toHaveValue('10,50');
      await dialog.getByRole('button', { name: 'Aceptar' }).click();

      const question = page.getByRole('dialog', { name: 'Confirmar el ajuste' });
      await expect(question).toContainText(`Crédito de ${es(1_050)}`);
      await expect(question).toContainText(`Saldo actual: ${es(before.figures.balanceCents)}`);
      await expect(question).toContainText(
        `Saldo después del ajuste: ${es(before.figures.balanceCents - 1_050)}`,
      );
      await expectAccessible(page, { include: '[role="dialog"]' });
      await question.getByRole('button', { name: 'Registrar el ajuste' }).click();
      await expect(dialog).toBeHidden();
      const line = panel.getByTestId('account-ledger').getByRole('row').filter({ hasText: reason });
      await expect(line).toContainText(es(-1_050));
      const after = await estudianteAccount(request, headers);
      expect(after.figures.balanceCents).toBe(before.figures.balanceCents - 1_050);
    } finally {
      // The credit reversed, for the specs that follow (the history stays).
      const difference =
        before.figures.balanceCents - (await estudianteAccount(request, headers)).figures.balanceCents;
      if (difference !== 0) {
        const reversal = await request.post(`/api/admin/accounts/${before.id}/adjustments`, {
          headers,
          data: {
            amountCents: difference,
            reason: 'Reversal of the e2e adjustment',
            idempotencyKey: crypto.randomUUID(),
          },
        });
        expect(reversal.status()).toBe(201);
      }
    }
  });

  test('a tab opens at its click on a slow phone: what is typed right after goes to its own filter (es)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signIn(page, 'es', USERS.admin);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Administración' })).toBeVisible();
    // The users tab is open and has a search of its own.
    await expect(page.getByLabel('Buscar por nombre o correo')).toBeVisible();
    // A phone 40 times slower than this machine: the address (?tab=) arrives long after the click.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 40 });
    try {
      const tab = page.getByRole('tab', { name: 'Cuentas y cobros' });
      await tab.click();
      // Read once, at once (no waiting): the tab is open when the click returns.
      expect(await tab.getAttribute('aria-selected')).toBe('true');
      await page.getByLabel('Filtrar').fill('estudiante@demo');
    } finally {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    }
    await expect(page).toHaveURL(/[?&]tab=accounts/);
    const list = page.getByRole('list', { name: 'Cuentas' });
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(page.getByLabel('Filtrar')).toHaveValue('estudiante@demo');
  });
});
