type Pending<In, Out> = { item: In; resolve: (out: Out) => void; reject: (error: unknown) => void };

/**
 * Turns a call that handles many items at once into a call per item. Items wait for the end of the
 * current turn of the event loop, then go together, at most `maxSize` at a time, into one call of
 * `run`, which answers one result per item, in order. At most `maxInFlight` calls run at once: items
 * that arrive meanwhile wait and go together into the next call as soon as one ends, which starts
 * before the ended call's items are answered (their callers' work then overlaps it). When a call
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
  const settle = async (batch: Pending<In, Out>[], done: () => void): Promise<void> => {
    let outs: Out[];
    try {
      outs = await run(batch.map((pending) => pending.item));
    } catch (error) {
      if (batch.length === 1) {
        done();
        batch[0]!.reject(error);
      } else {
        let left = batch.length;
        const each = () => {
          if (--left === 0) done();
        };
        await Promise.all(batch.map((pending) => settle([pending], each)));
      }
      return;
    }
    // The next call starts before this one's items are answered: its statement is on its way while
    // the callers of these go on (answering a request is app work the database need not wait for).
    // Answered on the next tick, not at once: callers' reactions would run before a send the pool
    // itself defers to a tick (pg-pool hands out an idle client on process.nextTick).
    done();
    process.nextTick(() => {
      for (const [i, pending] of batch.entries()) pending.resolve(outs[i] as Out);
    });
  };
  const pump = () => {
    scheduled = false;
    while (queue.length > 0 && inFlight < options.maxInFlight) {
      inFlight++;
      void settle(queue.splice(0, options.maxSize), () => {
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
