import { chromium } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
const base = 'http://localhost:3300';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
const context = await browser.newContext({ baseURL: base, locale: 'es-ES' });
const page = await context.newPage();
page.on('pageerror', (e) => console.log('pageerror', e.message));
await page.goto('/login?returnTo=%2Fcourses');
await page.getByLabel('Usuario (correo electrónico)').fill('estudiante@demo.puente.test');
await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill('Puente2026!');
await page.getByRole('button', { name: 'Entrar' }).click();
await page.waitForURL(/courses$/);
for (const path of (process.argv[2] ?? '/courses').split(',')) {
  await page.goto(path);
  await page.waitForTimeout(2500);
  if (process.env.SHADE9) await page.addStyleTag({ content: (() => {
    const colors = ['dark','gray','red','pink','grape','violet','indigo','blue','cyan','green','lime','yellow','orange','teal'];
    const lines = colors.map((c) => `--mantine-color-${c}-filled: var(--mantine-color-${c}-9); --mantine-color-${c}-light-color: var(--mantine-color-${c}-9); --mantine-color-${c}-text: var(--mantine-color-${c}-9); --mantine-color-${c}-outline: var(--mantine-color-${c}-9);`);
    return `:root { ${lines.join(' ')} --mantine-primary-color-filled: var(--mantine-color-teal-9); --mantine-primary-color-light-color: var(--mantine-color-teal-9); --mantine-color-anchor: var(--mantine-color-teal-9); }`;
  })() });
  const r = await new AxeBuilder({ page }).include('main').exclude('[data-testid="app-footer"]').analyze();
  for (const v of r.violations.filter((v) => ['serious','critical'].includes(v.impact))) {
    console.log(path, v.id);
    for (const n of v.nodes) console.log('   ', n.target.join(' '), '|', (n.any[0]?.message ?? '').slice(0, 140));
  }
}
await browser.close();
