import { describe, expect, it } from 'vitest';
import { createFreshReads } from './fresh-read.ts';

/** A read whose answer is the value of `state` when it starts, finishing when `finish()` is called. */
function controlledReads() {
  const state = { value: 0, started: 0 };
  const pending: (() => void)[] = [];
  const read = () => {
    state.started++;
    const seen = state.value;
    return new Promise<number>((resolve) => pending.push(() => resolve(seen)));
  };
  const finishOne = async () => {
    pending.shift()?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { state, read, finishOne };
}

describe('fresh reads shared between callers', () => {
  it('a caller never gets a read that started before it asked', async () => {
    const reads = createFreshReads<number>();
    const { state, read, finishOne } = controlledReads();
    const first = reads('a', read);
    state.value = 1; // a write committed after the first read started
    const second = reads('a', read);
    const third = reads('a', read);
    expect(state.started).toBe(1);
    await finishOne();
    expect(await first).toBe(0);
    // The second and third share the read that starts after the first finished.
    expect(state.started).toBe(2);
    await finishOne();
    expect(await second).toBe(1);
    expect(await third).toBe(1);
    expect(state.started).toBe(2);
  });

  it('keys do not wait for each other, and a failed read fails only its callers', async () => {
    const reads = createFreshReads<number>();
    const failing = reads('a', () => Promise.reject(new Error('lost')));
    const other = reads('b', () => Promise.resolve(7));
    await expect(failing).rejects.toThrow('lost');
    expect(await other).toBe(7);
    expect(await reads('a', () => Promise.resolve(8))).toBe(8);
  });
});
