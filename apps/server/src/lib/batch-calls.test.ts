import { describe, expect, it } from 'vitest';
import { batchCalls } from './batch-calls.ts';

/**
 * A batched call whose runs wait to be let go (one at a time, at most ten items each): the runs' items,
 * the runs waiting to end (call one to end the oldest) and the call.
 */
function heldCalls() {
  const runs: number[][] = [];
  const waiting: (() => void)[] = [];
  const slow = batchCalls(
    async (items: number[]) => {
      runs.push(items);
      await new Promise<void>((resolve) => waiting.push(resolve));
      return items;
    },
    { maxSize: 10, maxInFlight: 1 },
  );
  return { runs, waiting, slow };
}

describe('batchCalls', () => {
  it('runs the calls of one turn together, at most maxSize at a time, answering each its own result', async () => {
    const runs: number[][] = [];
    const double = batchCalls(
      async (items: number[]) => {
        runs.push(items);
        return items.map((item) => item * 2);
      },
      { maxSize: 3, maxInFlight: 5 },
    );
    expect(await Promise.all([1, 2, 3, 4, 5].map(double))).toEqual([2, 4, 6, 8, 10]);
    expect(runs).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
    expect(await double(6)).toBe(12);
    expect(runs.at(-1)).toEqual([6]);
  });

  it('runs at most maxInFlight calls at once; what arrives meanwhile goes into the next call', async () => {
    const { runs, waiting, slow } = heldCalls();
    const first = slow(1);
    await new Promise((resolve) => setImmediate(resolve));
    const later = [2, 3, 4].map(slow);
    await new Promise((resolve) => setImmediate(resolve));
    expect(runs).toEqual([[1]]);
    waiting.shift()!();
    expect(await first).toBe(1);
    await new Promise((resolve) => setImmediate(resolve));
    expect(runs).toEqual([[1], [2, 3, 4]]);
    waiting.shift()!();
    expect(await Promise.all(later)).toEqual([2, 3, 4]);
  });

  it('starts the next call before answering the items of the call that ended', async () => {
    const { runs, waiting, slow } = heldCalls();
    const first = slow(1);
    await new Promise((resolve) => setImmediate(resolve));
    const later = [2, 3].map(slow);
    // What the first caller sees when its answer arrives: the waiting items already sent.
    const seenByFirst = first.then(() => runs.map((items) => [...items]));
    waiting.shift()!();
    expect(await seenByFirst).toEqual([[1], [2, 3]]);
    waiting.shift()!();
    expect(await Promise.all(later)).toEqual([2, 3]);
  });

  it('retries a failed batch item by item, so only the item that cannot be handled fails', async () => {
    const runs: number[][] = [];
    const checked = batchCalls(
      async (items: number[]) => {
        runs.push(items);
        if (items.includes(13)) throw new Error('unlucky');
        return items;
      },
      { maxSize: 10, maxInFlight: 5 },
    );
    const results = await Promise.allSettled([1, 13, 2].map(checked));
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((results[1] as PromiseRejectedResult).reason).toEqual(new Error('unlucky'));
    expect(runs).toEqual([[1, 13, 2], [1], [13], [2]]);
  });
});
