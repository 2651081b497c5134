import { describe, expect, it } from 'vitest';
import { entryKey, type Manifest, screenKey, staticClosure } from './first-screen-scripts';

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
    expect(staticClosure(manifest, [entryKey(manifest), screenKey(manifest, 'login-page')])).toEqual([
      'assets/form.js',
      'assets/index.js',
      'assets/login.js',
      'assets/react.js',
    ]);
  });

  it('refuses a screen it cannot find, rather than measuring nothing', () => {
    expect(() => screenKey(manifest, 'home-page')).toThrow(/home-page/);
  });
});
