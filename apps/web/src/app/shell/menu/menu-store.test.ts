import { afterEach, describe, expect, it } from 'vitest';
import { sessionEvents } from '../../../lib/session/session-events';
import { PRODUCT_KEY, useMenu } from './menu-store';

describe('the selected product', () => {
  afterEach(() => localStorage.clear());

  it("is forgotten when another user's session takes the place of this one (impersonation)", () => {
    useMenu.getState().selectProduct('learning');
    expect(localStorage.getItem(PRODUCT_KEY)).toBe('learning');
    sessionEvents.emit('SessionSwitched', undefined);
    expect(localStorage.getItem(PRODUCT_KEY)).toBeNull();
    expect(useMenu.getState().selectedProduct).toBeNull();
  });

  it("stays forgotten when the previous user's menus select it again before the page goes", () => {
    useMenu.getState().selectProduct('learning');
    sessionEvents.emit('SessionSwitched', undefined);
    // The old page's menus answer once more before the navigation.
    useMenu.getState().selectProduct('learning');
    expect(localStorage.getItem(PRODUCT_KEY)).toBe('learning');
    window.dispatchEvent(new Event('pagehide'));
    expect(localStorage.getItem(PRODUCT_KEY)).toBeNull();
  });
});
