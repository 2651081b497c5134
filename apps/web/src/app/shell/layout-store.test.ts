import { afterEach, describe, expect, it } from 'vitest';
import { FULL_SCREEN_KEY, initialLayout, LEFT_MENU_KEY, useLayout } from './layout-store';

describe('the layout store', () => {
  afterEach(() => localStorage.clear());

  it('opens the left menu unless it was stored as closed', () => {
    expect(initialLayout().leftMenuOpen).toBe(true);
    localStorage.setItem(LEFT_MENU_KEY, 'something');
    expect(initialLayout().leftMenuOpen).toBe(true);
    localStorage.setItem(LEFT_MENU_KEY, 'closed');
    expect(initialLayout().leftMenuOpen).toBe(false);
  });

  it('keeps full screen off unless stored as yes', () => {
    expect(initialLayout().fullScreen).toBe(false);
    localStorage.setItem(FULL_SCREEN_KEY, 'no');
    expect(initialLayout().fullScreen).toBe(false);
    localStorage.setItem(FULL_SCREEN_KEY, 'yes');
    expect(initialLayout().fullScreen).toBe(true);
  });

  it('stores the choices', () => {
    const open = useLayout.getState().leftMenuOpen;
    useLayout.getState().toggleLeftMenu();
    expect(localStorage.getItem(LEFT_MENU_KEY)).toBe(open ? 'closed' : 'open');
    useLayout.getState().setFullScreen(true);
    expect(localStorage.getItem(FULL_SCREEN_KEY)).toBe('yes');
  });

  it('tells its subscribers of a drawer that opens or closes, not of one already so', () => {
    const heard: boolean[] = [];
    const stop = useLayout.subscribe((state) => heard.push(state.drawerOpen));
    try {
      useLayout.getState().setDrawerOpen(false);
      expect(heard).toEqual([]);
      useLayout.getState().setDrawerOpen(true);
      useLayout.getState().setDrawerOpen(true);
      useLayout.getState().setDrawerOpen(false);
      expect(heard).toEqual([true, false]);
    } finally {
      stop();
    }
  });
});
