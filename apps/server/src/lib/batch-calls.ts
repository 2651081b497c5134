type Pending<In, Out> = { item: In; resolve: (out: Out) => void; reject: (error: unknown) => void };

/**
 * Turns a call that handles many items at once into a call per item. Items wait for the end of the
 * current turn of the event loop, then go together, at most `maxSize` at a time, into one call of
 * `run`, which answers one result per item, in order. At most `maxInFlight` calls run at once: items
 * that arrive meanwhile wait and go together into the next call as soon as one ends. When a call
 * fails, each of its items is tried again on its own, so an item that cannot be handled fails alone
 * (run must then have had no effect: one statement, all or nothing).
 */
export function batchCalls<In, Out>(
  run: (items: In[]) => Promise<Out[]>,
  options: { maxSize: number; maxInFlight: number },
): (item: In) => Promise<Out> {
  const queue: Pending<In, Out>[] = [];
  let inFlight = 0;
  let scheduled = false;
  const settle = async (batch: Pending<In, Out>[]): Promise<void> => {
    try {
      const outs = await run(batch.map((pending) => pending.item));
      for (const [i, pending] of batch.entries()) pending.resolve(outs[i] as Out);
    } catch (error) {
      if (batch.length === 1) batch[0]!.reject(error);
      else await Promise.all(batch.map((pending) => settle([pending])));
    }
  };
  const pump = () => {
    scheduled = false;
    while (queue.length > 0 && inFlight < options.maxInFlight) {
      inFlight++;
      void settle(queue.splice(0, options.maxSize)).finally(() => {
        inFlight--;
        pump();
      });
    }
  };
  return (item) =>
    new Promise<Out>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      if (!scheduled && inFlight < options.maxInFlight) {
        scheduled = true;
        setImmediate(pump);
      }
    });
}
