import { describe, expect, it } from 'vitest';
import { columnsOf } from './raw-query.ts';

describe('columnsOf', () => {
  it('turns rows into one array per column, in the order asked, with dates as ISO text', () => {
    const at = new Date('2026-11-26T10:00:00.000Z');
    const rows = [
      { id: 'a', amount: 5, note: null, at },
      { id: 'b', amount: 7, note: 'x', at },
    ];
    expect(columnsOf(rows, ['amount', 'id', 'note', 'at'])).toEqual([
      [5, 7],
      ['a', 'b'],
      [null, 'x'],
      ['2026-11-26T10:00:00.000Z', '2026-11-26T10:00:00.000Z'],
    ]);
    expect(columnsOf([] as typeof rows, ['id'])).toEqual([[]]);
  });
});
