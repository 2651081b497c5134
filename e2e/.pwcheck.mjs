import { chromium } from '@playwright/test';
const base = 'http://localhost:3300';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const shots = process.argv.includes('--shots');
for (const [label, init] of [['es', null], ['en', () => localStorage.setItem('puente.locale', 'en')]]) {
  for (const url of ['/', '/login']) {
    for (const width of shots ? [1280, 375] : [1280]) {
      const ctx = await browser.newContext({ viewport: { width, height: 800 }, locale: 'es-ES' });
      const page = await ctx.newPage();
      const logs = [];
      page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') logs.push(m.text().slice(0, 300)); });
      page.on('pageerror', (e) => logs.push('PAGEERROR ' + e.message));
      if (init) await page.addInitScript(init);
      await page.goto(base + url);
      await page.waitForTimeout(1500);
      const h = await page.locator('h1').first().textContent();
      const btn = await page.getByRole('button').count();
      console.log(label, url, width, JSON.stringify(h), 'buttons', btn, logs.length ? logs : '');
      if (shots) await page.screenshot({ path: `/tmp/shot-${label}-${url === '/' ? 'home' : 'login'}-${width}.png`, fullPage: false });
      await ctx.close();
    }
  }
}
await browser.close();
