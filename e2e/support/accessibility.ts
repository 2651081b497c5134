import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * The one axe check of the suite: no serious or critical accessibility violation on the page as it is,
 * or only within `include` (e.g. an open dialog: what lies under its overlay is out of reach), leaving
 * out `exclude`.
 */
export async function expectAccessible(page: Page, scope: { include?: string; exclude?: string } = {}) {
  // Colours are judged as shown at rest: a menu or dialog still fading in has text at part opacity,
  // which axe reports as too little contrast (seen on a loaded machine).
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  let builder = new AxeBuilder({ page });
  if (scope.include) builder = builder.include(scope.include);
  if (scope.exclude) builder = builder.exclude(scope.exclude);
  const result = await builder.analyze();
  const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}
