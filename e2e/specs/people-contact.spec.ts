import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { signIn, USERS, useLanguage } from '../support/auth';
import { apiSignIn } from '../support/people';
import { saveScreen } from '../support/screenshot';

test.describe('/contact-us', () => {
  test('an anonymous visitor writes to support (en, 375 px); the message reaches the outbox', async ({
    page,
    request,
  }, testInfo) => {
    await useLanguage(page, 'en');
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/contact-us');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    await expect(page.getByText('Support e-mail:')).toBeVisible();
    const form = page.getByRole('form', { name: 'Contact us' });
    await form.getByLabel(/^Name/).fill('Lucy Gomez');
    await form.getByLabel(/^E-mail/).fill('lucy@example.test');
    await form.getByLabel(/^Message/).fill('x');
    await form.getByLabel(/^Message/).fill('');
    await expect(form.getByText('Enter your message')).toBeVisible();
    const subject = `Tutoring hours ${Date.now()}`;
    await form.getByLabel(/^Subject/).fill(subject);
    await form.getByLabel(/^Message/).fill('When is tutoring on Saturdays?');
    await saveScreen(page, testInfo, 'people-contact-form-en-375');
    await expectAccessible(page);
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('heading', { name: 'Message sent' })).toBeVisible();
    await saveScreen(page, testInfo, 'people-contact-sent-en-375');
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(375);

    const { headers } = await apiSignIn(request, USERS.admin);
    const outbox = await (await request.get('/api/admin/outbox', { headers })).json();
    expect(JSON.stringify(outbox)).toContain(subject);
    const inbox = await (await request.get('/api/admin/contact-messages?pending=true', { headers })).json();
    expect(inbox.items.map((m: { subject: string }) => m.subject)).toContain(subject);

    // The administrator reads it in /admin and marks it handled.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/login');
    // The login form is in the visitor's English; the administrator's own Spanish follows the sign-in.
    await signIn(page, 'en', USERS.admin);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Administración' })).toBeVisible();
    // An administrator's /admin opens on the users: the messages have their own tab.
    await page.getByRole('tab', { name: 'Mensajes de contacto' }).click();
    await page.getByLabel('Buscar por nombre, correo o asunto').fill(subject);
    const message = page.getByRole('listitem').filter({ hasText: subject });
    await expect(message).toHaveCount(1);
    await expect(page.getByRole('listitem')).toHaveCount(1);
    await saveScreen(page, testInfo, 'people-admin-messages-es');
    await expectAccessible(page);
    await message.getByRole('button', { name: `Marcar atendido: ${subject}` }).click();
    // Only pending ones show: it leaves the list; all of them show it handled.
    await expect(message).toHaveCount(0);
    await page.getByRole('switch', { name: 'Solo pendientes' }).click({ force: true });
    await expect(message.getByText(/^Atendido por /)).toBeVisible();

    // The mail to support is in the outbox, in the browser too.
    await page.getByRole('tab', { name: 'Correo saliente' }).click();
    const mail = page
      .getByRole('list', { name: 'Correo saliente' })
      .getByRole('listitem')
      .filter({ hasText: subject });
    await expect(mail.first()).toBeVisible();
    await mail.first().getByRole('button', { name: 'Ver el texto' }).click();
    await expect(mail.first()).toContainText('When is tutoring on Saturdays?');
    await saveScreen(page, testInfo, 'people-admin-outbox-es');
    await expectAccessible(page);
  });

  test('a signed-in student finds name and e-mail filled in (es)', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, 'es', USERS.estudiante);
    await page.goto('/contact-us');
    await expect(page.getByRole('heading', { level: 1, name: 'Contáctenos' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Contáctenos' });
    await expect(form.getByLabel(/^Correo electrónico/)).toHaveValue(USERS.estudiante);
    await expect(form.getByLabel(/^Nombre/)).not.toHaveValue('');
    await saveScreen(page, testInfo, 'people-contact-signed-in-es');
    await expectAccessible(page);
  });
});
