import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { length } from './length-rules.ts';
import { validateRules } from './rule-result.ts';

describe('length', () => {
  it('checks text within [min, max] inclusive', () => {
    const schema = z.string().check(length({ min: 2, max: 4 }));
    expect(validateRules(schema, 'ab')).toEqual([]);
    expect(validateRules(schema, 'abcd')).toEqual([]);
    expect(validateRules(schema, 'a')).toEqual([{ path: [], code: 'length', params: { min: 2, max: 4 } }]);
    expect(validateRules(schema, 'abcde')).toEqual([
      { path: [], code: 'length', params: { min: 2, max: 4 } },
    ]);
  });
  it('checks lists', () => {
    const schema = z.array(z.number()).check(length({ max: 2 }));
    expect(validateRules(schema, [1, 2])).toEqual([]);
    expect(validateRules(schema, [1, 2, 3])).toEqual([{ path: [], code: 'length', params: { max: 2 } }]);
  });
  it('carries only the bounds given', () => {
    const atLeast = z.string().check(length({ min: 3 }));
    expect(validateRules(atLeast, 'ab')).toEqual([{ path: [], code: 'length', params: { min: 3 } }]);
    expect(validateRules(atLeast, 'x'.repeat(1000))).toEqual([]);
  });
  it('lets null and undefined pass', () => {
    const schema = z
      .string()
      .nullish()
      .check(length({ min: 1, max: 2 }));
    expect(validateRules(schema, null)).toEqual([]);
    expect(validateRules(schema, undefined)).toEqual([]);
  });
});
