import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { must, mustBeNull, notEmpty, notEmptyList, notNull, sameId, valid } from './presence-rules.ts';
import { validateRules } from './rule-result.ts';

describe('notNull', () => {
  const schema = notNull(z.string());
  it('fails null and undefined with notnull', () => {
    expect(validateRules(schema, null)).toEqual([{ path: [], code: 'notnull', params: {} }]);
    expect(validateRules(schema, undefined)).toEqual([{ path: [], code: 'notnull', params: {} }]);
  });
  it('passes a value through the wrapped schema', () => {
    expect(schema.parse('x')).toBe('x');
    expect(validateRules(schema, 3)[0]?.code).toBe('invalid');
  });
  it('reports a missing property on its path', () => {
    const form = z.object({ name: notNull(z.string()) });
    expect(validateRules(form, {})).toEqual([{ path: ['name'], code: 'notnull', params: {} }]);
  });
});

describe('mustBeNull', () => {
  const schema = z.unknown().check(mustBeNull());
  it('passes null and undefined', () => {
    expect(validateRules(schema, null)).toEqual([]);
    expect(validateRules(schema, undefined)).toEqual([]);
  });
  it('fails any value with null', () => {
    expect(validateRules(schema, 0)).toEqual([{ path: [], code: 'null', params: {} }]);
  });
});

describe('notEmpty (text)', () => {
  const schema = z.string().nullable().check(notEmpty());
  it.each(['', ' ', '\t\n', null])('fails %j with notempty', (value) => {
    expect(validateRules(schema, value)).toEqual([{ path: [], code: 'notempty', params: {} }]);
  });
  it('passes text with a visible character', () => {
    expect(validateRules(schema, ' a ')).toEqual([]);
  });
});

describe('notEmptyList', () => {
  const schema = z.array(z.number()).nullable().check(notEmptyList());
  it('fails an empty list and null with empty', () => {
    expect(validateRules(schema, [])).toEqual([{ path: [], code: 'empty', params: {} }]);
    expect(validateRules(schema, null)).toEqual([{ path: [], code: 'empty', params: {} }]);
  });
  it('passes a list with items', () => {
    expect(validateRules(schema, [1])).toEqual([]);
  });
});

describe('must and valid', () => {
  it('must yields must when the predicate is false', () => {
    const schema = z.number().check(must((n) => n % 2 === 0));
    expect(validateRules(schema, 4)).toEqual([]);
    expect(validateRules(schema, 3)).toEqual([{ path: [], code: 'must', params: {} }]);
  });
  it('valid yields invalid, and options replace the code and add params', () => {
    expect(validateRules(z.string().check(valid((s) => s !== 'x')), 'x')[0]?.code).toBe('invalid');
    const custom = z.string().check(must((s) => s.length > 2, { code: 'too-short', params: { min: 3 } }));
    expect(validateRules(custom, 'ab')).toEqual([{ path: [], code: 'too-short', params: { min: 3 } }]);
  });
});

describe('sameId', () => {
  const schema = z.object({ id: z.string(), name: z.string() });
  it('passes when the body id matches', () => {
    expect(validateRules(schema.check(sameId('a')), { id: 'a', name: 'n' })).toEqual([]);
  });
  it('fails with id-conflict on the id path', () => {
    expect(validateRules(schema.check(sameId('a')), { id: 'b', name: 'n' })).toEqual([
      { path: ['id'], code: 'id-conflict', params: { expected: 'a' } },
    ]);
  });
  it('checks another property name when given', () => {
    const other = z.object({ courseId: z.number() }).check(sameId(7, 'courseId'));
    expect(validateRules(other, { courseId: 8 })).toEqual([
      { path: ['courseId'], code: 'id-conflict', params: { expected: 7 } },
    ]);
  });
});
