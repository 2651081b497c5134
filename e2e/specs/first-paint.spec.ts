import { expect, test } from '@playwright/test';

/**
 * The prerendered pages (/ and /login) and index.html (every other screen) are drawn before any of the
 * app's code is even asked for: the start script loads it once the first contentful paint has been
 * reported, so that neither its download, its evaluation nor the hydration can land before that paint
 * (packages/shared/src/prerender-guard.ts).
 */
for (const path of ['/', '/login', '/dictionary']) {
  test(`${path}: the app's code is asked for only after the first contentful paint`, async ({ page }) => {
    await page.goto(path);
    const read = () =>
      page.evaluate(() => {
        const paint = performance.getEntriesByName('first-contentful-paint')[0];
        const app = performance
          .getEntriesByType('resource')
          .find((entry) => /\/assets\/app-[^/]+\.js$/.test(entry.name));
        return { paint: paint?.startTime ?? null, app: app?.startTime ?? null };
      });
    await expect.poll(async () => (await read()).app).not.toBeNull();
    const timing = await read();
    expect(timing.paint).not.toBeNull();
    expect(timing.app).not.toBeNull();
    expect(timing.app!).toBeGreaterThan(timing.paint!);
  });
}
