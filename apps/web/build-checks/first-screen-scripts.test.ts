import { describe, expect, it } from 'vitest';
import { entryKeys, type Manifest, screenKey, staticClosure } from './first-screen-scripts';

const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react.js' },
  '_zod.js': { file: 'assets/zod.js' },
  'src/login-page.tsx': {
    file: 'assets/login.js',
    name: 'login-page',
    isDynamicEntry: true,
    imports: ['_form.js'],
  },
  '_form.js': { file: 'assets/form.js', imports: ['_react.js'] },
  'src/pay-page.tsx': { file: 'assets/pay.js', name: 'pay-page', isDynamicEntry: true, imports: ['_zod.js'] },
};

describe('first screen scripts', () => {
  it('follows static imports transitively and once', () => {
    const entry = entryKeys(manifest, '<script type="module" crossorigin src="/assets/index.js"></script>');
    expect(staticClosure(manifest, [...entry, screenKey(manifest, 'login-page')])).toEqual([
      'assets/form.js',
      'assets/index.js',
      'assets/login.js',
      'assets/react.js',
    ]);
  });

  it('finds the entry by the scripts index.html runs, and refuses a page that runs none', () => {
    const html =
      '<script type="module" crossorigin src="/assets/react.js"></script><link rel="modulepreload" href="/assets/zod.js">';
    expect(entryKeys(manifest, html)).toEqual(['_react.js']);
    expect(() => entryKeys(manifest, '<link rel="modulepreload" href="/assets/index.js">')).toThrow(
      /no module script/,
    );
  });

  it('refuses a screen it cannot find, rather than measuring nothing', () => {
    expect(() => screenKey(manifest, 'home-page')).toThrow(/home-page/);
  });
});
