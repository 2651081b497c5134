import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { inRange, range } from './range-rules.ts';
import { validateRules } from './rule-result.ts';

describe('range', () => {
  const schema = z.number().nullable().check(range(1, 10));
  it('is inclusive at both ends', () => {
    for (const n of [1, 5, 10]) expect(validateRules(schema, n)).toEqual([]);
  });
  it('fails outside with params { min, max }', () => {
    for (const n of [0, 10.01, -3]) {
      expect(validateRules(schema, n)).toEqual([{ path: [], code: 'range', params: { min: 1, max: 10 } }]);
    }
  });
  it('lets null pass', () => {
    expect(validateRules(schema, null)).toEqual([]);
  });
  it('works for decimals', () => {
    const price = z.number().check(range(0.01, 99.99));
    expect(validateRules(price, 0.01)).toEqual([]);
    expect(validateRules(price, 0.001)[0]?.code).toBe('range');
  });
  it('works for dates', () => {
    const min = new Date('2026-01-01T00:00:00Z');
    const max = new Date('2026-12-31T23:59:59Z');
    const schema = z.date().check(range(min, max));
    expect(validateRules(schema, new Date('2026-06-01'))).toEqual([]);
    expect(validateRules(schema, min)).toEqual([]);
    expect(validateRules(schema, new Date('2027-01-01'))).toEqual([
      { path: [], code: 'range', params: { min, max } },
    ]);
  });
  it('works for timespans in milliseconds', () => {
    const duration = z.number().check(range(0, 3_600_000));
    expect(validateRules(duration, 3_600_000)).toEqual([]);
    expect(validateRules(duration, 3_600_001)[0]?.code).toBe('range');
  });
  it('never puts NaN or an invalid date in range', () => {
    expect(inRange(Number.NaN, 0, 1)).toBe(false);
    expect(inRange(new Date('nope'), new Date(0), new Date())).toBe(false);
  });
});
