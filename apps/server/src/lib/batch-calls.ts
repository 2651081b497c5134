type Pending<In, Out> = { item: In; resolve: (out: Out) => void; reject: (error: unknown) => void };

/**
 * Turns a call that handles many items at once into a call per item: the items of calls made in the
 * same turn of the event loop go together, at most `maxSize` at a time, into one call of `run`, which
 * answers one result per item, in order. When such a call fails, each of its items is tried again on
 * its own, so an item that cannot be handled fails alone (run must then have had no effect: one
 * statement, all or nothing).
 */
export function batchCalls<In, Out>(
  run: (items: In[]) => Promise<Out[]>,
  maxSize: number,
): (item: In) => Promise<Out> {
  let queue: Pending<In, Out>[] = [];
  const settle = async (batch: Pending<In, Out>[]) => {
    try {
      const outs = await run(batch.map((pending) => pending.item));
      for (const [i, pending] of batch.entries()) pending.resolve(outs[i] as Out);
    } catch (error) {
      if (batch.length === 1) batch[0]!.reject(error);
      else for (const pending of batch) void settle([pending]);
    }
  };
  const flush = () => {
    const taken = queue;
    queue = [];
    for (let at = 0; at < taken.length; at += maxSize) void settle(taken.slice(at, at + maxSize));
  };
  return (item) =>
    new Promise<Out>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      if (queue.length === 1) setImmediate(flush);
    });
}
