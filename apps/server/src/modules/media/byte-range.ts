import type { ByteRange } from './storage/media-storage.ts';

/**
 * Reads a `Range` header against a file of `size` bytes (RFC 9110 §14): one `bytes=` range, a suffix
 * (`-500`) or an open end (`9500-`). Answers the range, `'unsatisfiable'` (416) or `null` (send it
 * all: no header, another unit, several ranges, or a malformed one, which a server may ignore).
 */
export function parseByteRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  if (!header) return null;
  const match = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}
