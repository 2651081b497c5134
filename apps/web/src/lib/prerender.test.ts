import { afterEach, describe, expect, it } from 'vitest';
import { markAppLive } from './prerender';

describe('markAppLive', () => {
  afterEach(() => document.getElementById('root')?.remove());

  it('lets a prerendered page take clicks and says a server-drawn page has been replaced', () => {
    const root = document.createElement('div');
    root.id = 'root';
    root.dataset.prerendered = 'es';
    root.setAttribute('data-server-drawn', '');
    document.body.append(root);
    markAppLive();
    expect(root.hasAttribute('data-prerendered')).toBe(false);
    expect(root.hasAttribute('data-server-drawn')).toBe(false);
  });

  it('does nothing without a root', () => {
    expect(() => markAppLive()).not.toThrow();
  });
});
