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
  // Bounded: an animation that never ends (a spinner left on screen) fails here, naming what runs.
  await expect
    .poll(() => page.evaluate(runningAnimations), {
      message: 'animations still running before the accessibility check',
      timeout: 30_000,
    })
    .toEqual([]);
  let builder = new AxeBuilder({ page });
  if (scope.include) builder = builder.include(scope.include);
  if (scope.exclude) builder = builder.exclude(scope.exclude);
  const result = await builder.analyze();
  const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

/** In the page: what each running animation animates (its name, its element's tag and classes). */
function runningAnimations(): string[] {
  return document
    .getAnimations()
    .filter((animation) => animation.playState === 'running')
    .map((animation) => {
      const target = (animation.effect as KeyframeEffect | null)?.target;
      const name = animation instanceof CSSAnimation ? animation.animationName : animation.constructor.name;
      return `${name} on ${target ? `${target.tagName.toLowerCase()}.${Array.from(target.classList).join('.')}` : 'nothing'}`;
    });
}
