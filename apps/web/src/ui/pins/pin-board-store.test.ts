import { describe, expect, it } from 'vitest';
import { createPinBoard } from './pin-board-store';

const item = (id: string) => ({ id, icon: id, title: id, render: () => id });

describe('a pin board', () => {
  it('toggles the active item when a pinned item is clicked again', () => {
    const board = createPinBoard();
    board.getState().pin(item('notes'));
    board.getState().pin(item('help'));
    board.getState().click('notes');
    expect(board.getState().activeItem).toBe('notes');
    board.getState().click('help');
    expect(board.getState().activeItem).toBe('help');
    board.getState().click('help');
    expect(board.getState().activeItem).toBeNull();
    board.getState().click('unknown');
    expect(board.getState().activeItem).toBeNull();
  });

  it('hides the active item on toggle-panel and restores it next time', () => {
    const board = createPinBoard();
    board.getState().pin(item('notes'));
    board.getState().click('notes');
    board.getState().togglePanel();
    expect(board.getState()).toMatchObject({ activeItem: null, hiddenItem: 'notes' });
    board.getState().togglePanel();
    expect(board.getState()).toMatchObject({ activeItem: 'notes', hiddenItem: null });
  });

  it('forgets an unpinned item', () => {
    const board = createPinBoard();
    board.getState().pin(item('notes'));
    board.getState().pin(item('notes'));
    expect(board.getState().items).toHaveLength(1);
    board.getState().click('notes');
    board.getState().unpin('notes');
    expect(board.getState()).toMatchObject({ activeItem: null, items: [] });
  });
});
