import { chromium } from '@playwright/test';
const base = 'http://localhost:3300';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
const context = await browser.newContext({ baseURL: base, locale: 'es-ES', viewport: { width: 390, height: 844 } });
const page = await context.newPage();
page.on('pageerror', (e) => console.log('pageerror', e.message));
await page.goto('/login?returnTo=%2Fcourses');
await page.getByLabel('Usuario (correo electrónico)').fill('estudiante@demo.puente.test');
await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill('Puente2026!');
await page.getByRole('button', { name: 'Entrar' }).click();
await page.waitForURL(/courses$/);
await page.waitForTimeout(1500);
await page.screenshot({ path: '/tmp/crops/courses-390.png' });
await page.getByRole('article').first().getByRole('link', { name: 'Continuar' }).click();
await page.waitForTimeout(2000);
for (const y of [0, 800, 1600, 2400]) {
  await page.evaluate((y) => window.scrollTo(0, y), y);
  await page.waitForTimeout(300);
  await page.screenshot({ path: `/tmp/crops/lesson-390-${y}.png` });
}
await browser.close();
