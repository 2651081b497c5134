import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  equal,
  greaterThan,
  greaterThanOrEqual,
  lessThan,
  lessThanOrEqual,
  notEqual,
  sameAs,
} from './compare-rules.ts';
import { validateRules } from './rule-result.ts';

describe('equal / notequal', () => {
  it('equal passes the expected value and fails others with params { value }', () => {
    expect(validateRules(z.number().check(equal(5)), 5)).toEqual([]);
    expect(validateRules(z.number().check(equal(5)), 6)).toEqual([
      { path: [], code: 'equal', params: { value: 5 } },
    ]);
  });
  it('notequal fails the unexpected value', () => {
    expect(validateRules(z.string().check(notEqual('x')), 'y')).toEqual([]);
    expect(validateRules(z.string().check(notEqual('x')), 'x')).toEqual([
      { path: [], code: 'notequal', params: { value: 'x' } },
    ]);
  });
  it('compares dates by time', () => {
    const day = new Date('2026-01-01T00:00:00Z');
    expect(validateRules(z.date().check(equal(day)), new Date(day.getTime()))).toEqual([]);
    expect(validateRules(z.date().check(notEqual(day)), new Date(day.getTime()))[0]?.code).toBe('notequal');
  });
});

const pair = z.object({ low: z.number().nullable(), high: z.number().nullable(), note: z.string() });
type Pair = z.infer<typeof pair>;

describe('property comparisons', () => {
  const cases = [
    { rule: lessThan<Pair>('low', 'high'), code: 'lessthan', pass: [1, 2], fail: [2, 2] },
    { rule: lessThanOrEqual<Pair>('low', 'high'), code: 'lessthanorequal', pass: [2, 2], fail: [3, 2] },
    { rule: greaterThan<Pair>('low', 'high'), code: 'greaterthan', pass: [3, 2], fail: [2, 2] },
    { rule: greaterThanOrEqual<Pair>('low', 'high'), code: 'greaterthanorequal', pass: [2, 2], fail: [1, 2] },
  ] as const;
  for (const { rule, code, pass, fail } of cases) {
    it(`${code}: passes ${pass.join(',')} and fails ${fail.join(',')} with params { other, value }`, () => {
      const schema = pair.check(rule);
      expect(validateRules(schema, { low: pass[0], high: pass[1], note: '' })).toEqual([]);
      expect(validateRules(schema, { low: fail[0], high: fail[1], note: '' })).toEqual([
        { path: ['low'], code, params: { other: 'high', value: fail[1] } },
      ]);
    });
  }
  it('passes when either side is null', () => {
    expect(validateRules(pair.check(lessThan('low', 'high')), { low: null, high: 1, note: '' })).toEqual([]);
    expect(validateRules(pair.check(lessThan('low', 'high')), { low: 5, high: null, note: '' })).toEqual([]);
  });
  it('still runs when an unrelated property fails', () => {
    const codes = validateRules(pair.check(lessThan('low', 'high')), { low: 3, high: 1 }).map((f) => f.code);
    expect(codes).toEqual(['notnull', 'lessthan']);
  });
  it('reports a value that is not an object as an issue, never a crash', () => {
    for (const value of [null, undefined, [], 'x', 1]) {
      expect(pair.check(lessThan('low', 'high')).safeParse(value).success).toBe(false);
    }
  });
  it('compares dates', () => {
    const range = z.object({ from: z.date(), to: z.date() }).check(lessThan('from', 'to'));
    const a = new Date('2026-01-01');
    const b = new Date('2026-02-01');
    expect(validateRules(range, { from: a, to: b })).toEqual([]);
    expect(validateRules(range, { from: b, to: a })[0]).toMatchObject({ path: ['from'], code: 'lessthan' });
  });
});

describe('sameAs (code value)', () => {
  const form = z
    .object({ newPassword: z.string(), confirmation: z.string() })
    .check(sameAs('confirmation', 'newPassword'));
  it('passes equal values', () => {
    expect(validateRules(form, { newPassword: 'abc12345', confirmation: 'abc12345' })).toEqual([]);
  });
  it('fails with value and never echoes the other value', () => {
    expect(validateRules(form, { newPassword: 'abc12345', confirmation: 'abc1234' })).toEqual([
      { path: ['confirmation'], code: 'value', params: { other: 'newPassword' } },
    ]);
  });
  it('takes a domain code', () => {
    const renamed = z
      .object({ a: z.string(), b: z.string() })
      .check(sameAs('b', 'a', { code: 'confirmation-not-match' }));
    expect(validateRules(renamed, { a: 'x', b: 'y' })[0]?.code).toBe('confirmation-not-match');
  });
});
