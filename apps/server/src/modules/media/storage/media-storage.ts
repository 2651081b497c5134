import type { Readable } from 'node:stream';

/** Inclusive byte positions of a part of a file. */
export type ByteRange = { start: number; end: number };

/**
 * Where the bytes of uploaded media live. Keys are `<tenant id>/<media id>`; content never changes
 * under a key, so any reader may cache it for good.
 */
export interface MediaStorage {
  readonly kind: 'local' | 's3';
  /**
   * Streams `body` under `key`. Nothing is visible under the key until the whole body is written, and a
   * failed or aborted body leaves nothing behind (no partial file, no temporary one, no open upload).
   */
  put(key: string, body: Readable, options: { contentType: string }): Promise<void>;
  /** The stored bytes (a part of them with `range`), as a stream. */
  read(key: string, range?: ByteRange): Promise<Readable>;
  /** Removes the bytes (used when the row that names them could not be written). */
  remove(key: string): Promise<void>;
}
