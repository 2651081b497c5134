import { describe, expect, it } from 'vitest';
import { formatBytes } from './format-bytes.ts';

describe('formatBytes', () => {
  it('writes a size in the reader’s language, with the unit’s symbol', () => {
    expect(formatBytes(21_094, 'es')).toBe('20,6 kB');
    expect(formatBytes(21_094, 'en')).toBe('20.6 kB');
    expect(formatBytes(5 * 1024 * 1024, 'es')).toBe('5 MB');
    expect(formatBytes(500 * 1024 * 1024, 'en')).toBe('500 MB');
    expect(formatBytes(1.5 * 1024 ** 3, 'es')).toBe('1,5 GB');
  });

  it('names bytes in words, one or many', () => {
    expect(formatBytes(512, 'es')).toBe('512 bytes');
    expect(formatBytes(512, 'en')).toBe('512 bytes');
    expect(formatBytes(1, 'en')).toBe('1 byte');
  });
});
