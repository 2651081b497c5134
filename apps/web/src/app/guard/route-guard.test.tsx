import { describe, expect, it } from 'vitest';
import { guardOf } from './route-guard';

describe('guardOf', () => {
  it('takes the deepest handle with scopes', () => {
    expect(guardOf([{ handle: undefined }, { handle: { scopes: ['student'] } }])).toEqual({
      scopes: ['student'],
    });
    expect(guardOf([{ handle: { scopes: ['staff'] } }, { handle: { title: 'x' } }])).toEqual({
      scopes: ['staff'],
    });
    expect(guardOf([{ handle: { scopes: [] } }])).toEqual({ scopes: [] });
    expect(guardOf([{}, { handle: null }])).toBeNull();
  });
});
