import { describe, expect, it } from 'vitest';
import { UndoHistory, undoKey } from './undo-history';

function clock() {
  let time = 1_000;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe('undo history', () => {
  it('merges edits within 500 ms of the last recovery point', () => {
    const { now, advance } = clock();
    const history = new UndoHistory('', now);
    history.record('a');
    advance(200);
    history.record('ab');
    advance(499);
    history.record('abc');
    expect(history.recoveryPoints.map((point) => point.index)).toEqual([0, 1]);
    advance(500);
    history.record('abcd');
    expect(history.recoveryPoints).toEqual([
      { id: 0, index: 0, time: Number.NEGATIVE_INFINITY },
      { id: 1, index: 1, time: 1_699 },
      { id: 2, index: 2, time: 2_199 },
    ]);
    expect(history.undo()).toBe('abc');
    expect(history.undo()).toBe('');
    expect(history.undo()).toBeNull();
    expect(history.redo()).toBe('abc');
    expect(history.redo()).toBe('abcd');
    expect(history.redo()).toBeNull();
  });

  it('drops the redo history on a new edit after an undo', () => {
    const { now, advance } = clock();
    const history = new UndoHistory(0, now);
    history.record(1);
    advance(600);
    history.record(2);
    expect(history.undo()).toBe(1);
    expect(history.canRedo).toBe(true);
    advance(600);
    history.record(5);
    expect(history.canRedo).toBe(false);
    expect(history.redo()).toBeNull();
    expect(history.undo()).toBe(1);
    expect(history.undo()).toBe(0);
  });

  it('reads the keyboard shortcuts', () => {
    const key = (key: string, mods: Partial<Record<'ctrlKey' | 'metaKey' | 'shiftKey', boolean>> = {}) =>
      undoKey({ key, ctrlKey: false, metaKey: false, shiftKey: false, ...mods });
    expect(key('z', { ctrlKey: true })).toBe('undo');
    expect(key('z', { metaKey: true })).toBe('undo');
    expect(key('Z', { ctrlKey: true, shiftKey: true })).toBe('redo');
    expect(key('z', { metaKey: true, shiftKey: true })).toBe('redo');
    expect(key('y', { ctrlKey: true })).toBe('redo');
    expect(key('z')).toBeNull();
    expect(key('a', { ctrlKey: true })).toBeNull();
  });
});
