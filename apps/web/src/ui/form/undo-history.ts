/** Undo debounce of spec section 9: edits within 500 ms of the last recovery point are merged into it. */
const UNDO_DEBOUNCE_MS = 500;

/** A recovery point (spec section 3): which snapshot, and when it was taken. */
export type RecoveryPoint = { id: number; index: number; time: number };

/**
 * Undo/redo of a form's values. Each recovery point holds a snapshot; an edit within 500 ms of the last
 * point replaces that point's snapshot, a later one adds a point, and an edit after an undo drops the
 * redo history.
 */
export class UndoHistory<T> {
  private snapshots: T[];
  private points: RecoveryPoint[];
  private cursor = 0;
  private sequence = 0;

  constructor(
    initial: T,
    private readonly now: () => number = Date.now,
  ) {
    this.snapshots = [initial];
    // The starting point never merges: its time is long past.
    this.points = [{ id: 0, index: 0, time: Number.NEGATIVE_INFINITY }];
  }

  /** Records an edit's values. */
  record(values: T) {
    const time = this.now();
    this.snapshots.length = this.cursor + 1;
    this.points.length = this.cursor + 1;
    const last = this.points[this.cursor]!;
    if (time - last.time < UNDO_DEBOUNCE_MS) {
      this.snapshots[this.cursor] = values;
      this.points[this.cursor] = { ...last, time };
      return;
    }
    this.sequence += 1;
    this.cursor += 1;
    this.snapshots.push(values);
    this.points.push({ id: this.sequence, index: this.cursor, time });
  }

  /** The values one point back, or null at the start. */
  undo(): T | null {
    if (this.cursor === 0) return null;
    this.cursor -= 1;
    return this.snapshots[this.cursor]!;
  }

  /** The values one point forward, or null when there is nothing to redo. */
  redo(): T | null {
    if (this.cursor >= this.snapshots.length - 1) return null;
    this.cursor += 1;
    return this.snapshots[this.cursor]!;
  }

  get canUndo() {
    return this.cursor > 0;
  }

  get canRedo() {
    return this.cursor < this.snapshots.length - 1;
  }

  /** The recovery points up to the current one. */
  get recoveryPoints(): readonly RecoveryPoint[] {
    return this.points.slice(0, this.cursor + 1);
  }
}

/** Ctrl/Cmd+Z: undo; Ctrl/Cmd+Shift+Z and Ctrl+Y: redo. */
export function undoKey(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey'>) {
  const mod = event.ctrlKey || event.metaKey;
  if (!mod) return null;
  const key = event.key.toLowerCase();
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && event.ctrlKey && !event.shiftKey) return 'redo';
  return null;
}
