type Slot<T> = { running: Promise<T> | null; next: Promise<T> | null };

/**
 * Reads that must reflect everything committed before they were asked for, shared between callers of
 * one key: a caller joins the read that will start next (after the running one, if any, has finished),
 * never one already running, which may have started before its own write committed. With many
 * concurrent writers of one key (an account's payments), one read answers them all instead of one each.
 */
export function createFreshReads<T>() {
  const slots = new Map<string, Slot<T>>();
  return (key: string, read: () => Promise<T>): Promise<T> => {
    let slot = slots.get(key);
    if (!slot) {
      slot = { running: null, next: null };
      slots.set(key, slot);
    }
    if (slot.next) return slot.next;
    const current = slot;
    const start = (): Promise<T> => {
      const run = read();
      current.running = run;
      current.next = null;
      const settle = () => {
        current.running = null;
        if (!current.next && slots.get(key) === current) slots.delete(key);
      };
      run.then(settle, settle);
      return run;
    };
    if (!current.running) return start();
    const after = current.running.then(
      () => undefined,
      () => undefined,
    );
    current.next = after.then(start);
    return current.next;
  };
}
