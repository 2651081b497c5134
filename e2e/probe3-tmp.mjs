import { chromium } from '@playwright/test';
const base = 'http://localhost:3300';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
const context = await browser.newContext({ baseURL: base, locale: 'es-ES', viewport: { width: 390, height: 844 } });
const page = await context.newPage();
await page.goto('/login?returnTo=%2Fexercises');
await page.getByLabel('Usuario (correo electrónico)').fill('estudiante@demo.puente.test');
await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill('Puente2026!');
await page.getByRole('button', { name: 'Entrar' }).click();
await page.waitForURL(/exercises$/);
await page.getByTestId('exercise-row').first().getByRole('link').click();
await page.getByRole('radio', { name: 'Good night!', exact: true }).check();
await page.getByRole('button', { name: 'Comprobar' }).click();
await page.getByTestId('exercise-feedback').waitFor();
const wide = await page.evaluate(() => {
  const out = [];
  for (const el of document.querySelectorAll('body *')) {
    const r = el.getBoundingClientRect();
    if (r.right > 391) out.push(`${el.tagName}.${el.className.toString().slice(0,60)} right=${Math.round(r.right)} w=${Math.round(r.width)}`);
  }
  return [document.documentElement.scrollWidth, ...out.slice(0, 15)];
});
console.log(wide.join('\n'));
await page.screenshot({ path: '/tmp/crops/ex-390.png' });
await browser.close();
