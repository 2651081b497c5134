import { beforeEach, describe, expect, it } from 'vitest';
import { sessionEvents } from '../../../lib/session/session-events';
import { menuGroups, products } from './menu-data';
import {
  defaultProductId,
  groupOfPath,
  groupsForProduct,
  type MenuItem,
  resolveProductId,
  visibleItems,
} from './menu-model';
import { PRODUCT_KEY, useMenu } from './menu-store';

const student = ['user', 'student'];
const master = [...student, 'master'];
const staff = ['user', 'staff', 'admin'];

describe('the menu model', () => {
  it('filters products and items by scopes', () => {
    expect(visibleItems(products, student).map((p) => p.id)).toEqual(['learning']);
    expect(visibleItems(products, staff).map((p) => p.id)).toEqual(['management']);
    const account = (scopes: string[]) =>
      visibleItems(groupsForProduct(menuGroups, 'learning'), scopes).find((g) => g.id === 'account');
    expect(account(student)?.items?.map((i) => i.id)).toEqual(['profile']);
    expect(account(master)?.items?.map((i) => i.id)).toEqual(['profile', 'addUser']);
  });

  it('drops groups left empty and sorts by priority', () => {
    const groups: MenuItem[] = [
      { id: 'b', title: 'b', priority: 2, items: [{ id: 'x', title: 'x', priority: 1, path: '/x' }] },
      {
        id: 'a',
        title: 'a',
        priority: 1,
        items: [{ id: 'y', title: 'y', priority: 1, path: '/y', scopes: ['staff'] }],
      },
      { id: 'c', title: 'c', priority: 0, items: [{ id: 'z', title: 'z', priority: 1, path: '/z' }] },
    ];
    expect(visibleItems(groups, student).map((g) => g.id)).toEqual(['c', 'b']);
  });

  it('defaults to the first product whose path is not http, and keeps a stored one', () => {
    const list: MenuItem[] = [
      { id: 'help', title: 'h', priority: 0, path: 'https://help.example' },
      { id: 'one', title: 'o', priority: 1, path: '/one' },
      { id: 'two', title: 't', priority: 2, path: '/two' },
    ];
    expect(defaultProductId(list)).toBe('one');
    expect(resolveProductId('two', list)).toBe('two');
    expect(resolveProductId('gone', list)).toBe('one');
    expect(resolveProductId('help', list)).toBe('one');
    expect(defaultProductId([])).toBeNull();
  });

  it('shows groups of the product and of fallback lists', () => {
    const groups: MenuItem[] = [
      { id: 'g1', title: 'g', priority: 1, product: 'p1' },
      { id: 'g2', title: 'g', priority: 2, product: 'p2', productFallback: ['p1'] },
    ];
    expect(groupsForProduct(groups, 'p1').map((g) => g.id)).toEqual(['g1', 'g2']);
    expect(groupsForProduct(groups, 'p2').map((g) => g.id)).toEqual(['g2']);
    expect(groupOfPath(menuGroups, '/exams')).toBe('practice');
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

  it('stores the selected product, adds it to the loaded ones, and forgets it on sign-out', () => {
    useMenu.getState().selectProduct('learning');
    useMenu.getState().selectProduct('learning');
    expect(localStorage.getItem(PRODUCT_KEY)).toBe('learning');
    expect(useMenu.getState().loadedProducts).toEqual(['learning']);
    sessionEvents.emit('SessionSignedOut', undefined);
    expect(localStorage.getItem(PRODUCT_KEY)).toBeNull();
    expect(useMenu.getState().selectedProduct).toBeNull();
  });
});
