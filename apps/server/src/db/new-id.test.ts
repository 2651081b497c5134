import { validate, version } from 'uuid';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newId } from './new-id.ts';

describe('newId', () => {
  afterEach(() => vi.useRealTimers());

  it('makes distinct version 7 UUIDs, each later than the one before, past the pool refill', () => {
    // 1,000 ids span several refills of the pool (256 ids) and, on a fast machine, the same millisecond.
    const ids = Array.from({ length: 1000 }, () => newId());
    for (const id of ids) {
      expect(validate(id)).toBe(true);
      expect(version(id)).toBe(7);
    }
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
  });

  it('starts with the creation time and keeps counting within one millisecond', () => {
    vi.useFakeTimers({ now: new Date('2026-11-27T03:00:00.000Z'), toFake: ['Date'] });
    const ids = Array.from({ length: 300 }, () => newId());
    const millis = Number.parseInt(ids[0]!.replaceAll('-', '').slice(0, 12), 16);
    expect(millis).toBeGreaterThanOrEqual(Date.parse('2026-11-27T03:00:00.000Z'));
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(300);
  });
});
