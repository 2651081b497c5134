import { describe, expect, it } from 'vitest';
import { lessonChanges, moveItem } from './lesson-changes';

describe('lesson changes of the course form', () => {
  it('unassigns what left, assigns what came, and orders only when assigning at the end is not enough', () => {
    expect(lessonChanges(['a', 'b'], ['a', 'b', 'c'])).toEqual({ unassign: [], assign: ['c'], order: null });
    expect(lessonChanges(['a', 'b'], ['b', 'a'])).toEqual({ unassign: [], assign: [], order: ['b', 'a'] });
    expect(lessonChanges(['a', 'b', 'c'], ['c', 'd'])).toEqual({
      unassign: ['a', 'b'],
      assign: ['d'],
      order: null,
    });
    expect(lessonChanges(['a', 'b'], ['d', 'b'])).toEqual({
      unassign: ['a'],
      assign: ['d'],
      order: ['d', 'b'],
    });
    expect(lessonChanges(['a'], [])).toEqual({ unassign: ['a'], assign: [], order: null });
  });

  it('moves an item within the list and ignores moves past either end', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moveItem(['a', 'b'], 1, 2)).toEqual(['a', 'b']);
  });
});
