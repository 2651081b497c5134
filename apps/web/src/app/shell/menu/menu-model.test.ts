import type { TMenus } from '@puente/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionEvents } from '../../../lib/session/session-events';
import { defaultProductId, groupOfPath, knownProduct, resolveProductId } from './menu-model';
import { PRODUCT_KEY, useMenu } from './menu-store';

const product = (id: 'learning' | 'management', path: string, priority: number) => ({
  id,
  title: `menu.product.${id}`,
  priority,
  path,
});

describe('the menu model', () => {
  it('defaults to the first product whose path is not http, and keeps a stored one still available', () => {
    const list: TMenus['products'] = [
      product('management', 'https://help.example', 0),
      product('learning', '/courses', 1),
    ];
    expect(defaultProductId(list)).toBe('learning');
    expect(resolveProductId('learning', list)).toBe('learning');
    expect(resolveProductId('gone', list)).toBe('learning');
    // A product that opens elsewhere is never the selected one.
    expect(resolveProductId('management', list)).toBe('learning');
    expect(defaultProductId([])).toBeNull();
    expect(
      resolveProductId('management', [product('management', '/admin', 1), product('learning', '/c', 2)]),
    ).toBe('management');
  });

  it('sends only product names the server knows', () => {
    expect(knownProduct('learning')).toBe('learning');
    expect(knownProduct('management')).toBe('management');
    expect(knownProduct('<script>')).toBeNull();
    expect(knownProduct(null)).toBeNull();
  });

  it('finds the group whose items hold the path', () => {
    const groups: TMenus['groups'] = [
      {
        id: 'study',
        title: 's',
        priority: 1,
        product: 'learning',
        items: [product('learning', '/courses', 1)],
      },
      {
        id: 'practice',
        title: 'p',
        priority: 2,
        product: 'learning',
        items: [product('learning', '/exams', 1)],
      },
    ];
    expect(groupOfPath(groups, '/exams')).toBe('practice');
    expect(groupOfPath(groups, '/nowhere')).toBeNull();
  });
});

describe('the menu store', () => {
  beforeEach(() => useMenu.getState().reset());

  it('closes the open group when it is selected again', () => {
    const { toggleGroup } = useMenu.getState();
    toggleGroup('study');
    expect(useMenu.getState().openGroup).toBe('study');
    toggleGroup('practice');
    expect(useMenu.getState().openGroup).toBe('practice');
    toggleGroup('practice');
    expect(useMenu.getState().openGroup).toBeNull();
  });

  it('opens the group of the current page only when none is open', () => {
    useMenu.getState().openGroupIfNone('practice');
    useMenu.getState().openGroupIfNone('study');
    expect(useMenu.getState().openGroup).toBe('practice');
    useMenu.getState().toggleGroup('practice');
    useMenu.getState().openGroupIfNone(null);
    expect(useMenu.getState().openGroup).toBeNull();
  });

  it('stores the selected product, adds it to the loaded ones once, and closes the group of another product', () => {
    useMenu.getState().selectProduct('management');
    useMenu.getState().toggleGroup('reports');
    useMenu.getState().selectProduct('management');
    expect(useMenu.getState().openGroup).toBe('reports');
    useMenu.getState().selectProduct('learning');
    useMenu.getState().selectProduct('management');
    expect(localStorage.getItem(PRODUCT_KEY)).toBe('management');
    expect(useMenu.getState().loadedProducts).toEqual(['management', 'learning']);
    expect(useMenu.getState().openGroup).toBeNull();
  });

  it('forgets everything on sign-out', () => {
    useMenu.getState().selectProduct('learning');
    useMenu.getState().toggleGroup('study');
    sessionEvents.emit('SessionSignedOut', undefined);
    expect(localStorage.getItem(PRODUCT_KEY)).toBeNull();
    expect(useMenu.getState()).toMatchObject({ selectedProduct: null, loadedProducts: [], openGroup: null });
  });
});
