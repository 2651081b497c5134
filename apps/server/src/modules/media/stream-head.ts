import { Readable } from 'node:stream';

/**
 * Reads the first `bytes` of a stream (fewer when it ends first) and gives back a stream of the whole
 * content, head included, that goes on reading the source: the file is never held in memory.
 */
export async function readHead(source: Readable, bytes: number): Promise<{ head: Buffer; whole: Readable }> {
  const iterator: AsyncIterator<Buffer> = source[Symbol.asyncIterator]();
  const chunks: Buffer[] = [];
  let length = 0;
  let ended = false;
  while (length < bytes) {
    const next = await iterator.next();
    if (next.done) {
      ended = true;
      break;
    }
    chunks.push(next.value);
    length += next.value.length;
  }
  const head = Buffer.concat(chunks);
  async function* rest() {
    try {
      yield head;
      if (ended) return;
      for (;;) {
        const next = await iterator.next();
        if (next.done) return;
        yield next.value;
      }
    } finally {
      // Stopped early (an error downstream): the source is released too.
      await iterator.return?.();
    }
  }
  return { head, whole: Readable.from(rest(), { objectMode: false }) };
}
