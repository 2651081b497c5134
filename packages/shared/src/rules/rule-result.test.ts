import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { length } from './length-rules.ts';
import { email } from './pattern-rules.ts';
import { ruleCodes, validateRules } from './rule-result.ts';

const schema = z.object({
  name: z.string().check(length({ max: 3 })),
  age: z.number().min(18),
  tags: z.array(z.string()).max(1),
  contact: z.object({ mail: z.string().check(email()) }),
  homepage: z.url().optional(),
});

describe('ruleCodes', () => {
  it('returns an empty list for a success', () => {
    expect(
      ruleCodes(schema.safeParse({ name: 'Ana', age: 20, tags: [], contact: { mail: 'a@b.co' } })),
    ).toEqual([]);
  });
  it('lists path, code and params of every failure, nested paths included', () => {
    const result = schema.safeParse({
      name: 'Anabel',
      age: 12,
      tags: ['a', 'b'],
      contact: { mail: 'x' },
      homepage: 'x',
    });
    expect(ruleCodes(result)).toEqual([
      { path: ['name'], code: 'length', params: { max: 3 } },
      { path: ['age'], code: 'range', params: { min: 18 } },
      { path: ['tags'], code: 'length', params: { max: 1 } },
      { path: ['contact', 'mail'], code: 'email', params: {} },
      { path: ['homepage'], code: 'invalid', params: { format: 'url' } },
    ]);
  });
  it('maps a wrong type to invalid, and a missing value to notnull when the input is reported', () => {
    expect(ruleCodes(z.object({ n: z.number() }).safeParse({ n: 'x' }))).toEqual([
      { path: ['n'], code: 'invalid', params: { expected: 'number' } },
    ]);
    expect(validateRules(z.object({ n: z.number() }), { n: null })).toEqual([
      { path: ['n'], code: 'notnull', params: { expected: 'number' } },
    ]);
    expect(validateRules(z.object({ n: z.number() }), {})[0]?.code).toBe('notnull');
  });
  it("keeps a bound's catalogued code (what the server answers), not a plain message", () => {
    const named = z.object({
      title: z.string().trim().min(1, 'course.empty-name'),
      order: z.number().min(1, 'course.zero-presentation-order'),
      note: z.string().min(2, 'Too short'),
    });
    expect(validateRules(named, { title: ' ', order: 0, note: 'x' })).toEqual([
      { path: ['title'], code: 'course.empty-name', params: { min: 1 } },
      { path: ['order'], code: 'course.zero-presentation-order', params: { min: 1 } },
      { path: ['note'], code: 'length', params: { min: 2 } },
    ]);
  });
  it("keeps a malformed id's catalogued code, as the server answers it", () => {
    const named = z.object({ chapterId: z.uuid({ error: 'chapter.not-found' }), other: z.uuid() });
    const codes = validateRules(named, { chapterId: '', other: 'x' }).map((failure) => failure.code);
    expect(codes).toEqual(['chapter.not-found', 'invalid']);
  });
  it('reports list items by index', () => {
    const list = z.array(z.object({ mail: z.string().check(email()) }));
    expect(validateRules(list, [{ mail: 'a@b.co' }, { mail: 'no' }])).toEqual([
      { path: [1, 'mail'], code: 'email', params: {} },
    ]);
  });
});
