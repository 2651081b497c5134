import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { int4, int8, smallint } from './column-integers.ts';

describe('integers as their column holds them', () => {
  it.each([
    ['smallint', smallint(), -32_768, 32_767],
    ['int4', int4(), -2_147_483_648, 2_147_483_647],
    ['int8', int8(), Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
  ] as const)('%s takes its whole range and nothing past it', (_name, schema, min, max) => {
    for (const ok of [min, max, 0, -1, 1]) expect(schema.safeParse(ok).success, String(ok)).toBe(true);
    for (const bad of [
      min - 1,
      max + 1,
      2 ** 64,
      -(2 ** 64),
      1.5,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      '1',
    ]) {
      expect(schema.safeParse(bad).success, String(bad)).toBe(false);
    }
    expect(schema.safeParse(1_186_717_624_243_029).success).toBe(max >= 1_186_717_624_243_029);
  });

  it('keeps a narrower range and answers the given code', () => {
    const order = int4('course.zero-presentation-order').min(1, 'course.zero-presentation-order');
    expect(order.safeParse(0).error?.issues[0]?.message).toBe('course.zero-presentation-order');
    expect(order.safeParse(2 ** 40).error?.issues[0]?.message).toBe('course.zero-presentation-order');
    expect(order.safeParse(5).success).toBe(true);
  });

  it('shows the column range in the JSON schema the API documents', () => {
    expect(z.toJSONSchema(int4().min(1))).toMatchObject({
      type: 'integer',
      minimum: 1,
      maximum: 2_147_483_647,
    });
    expect(z.toJSONSchema(smallint())).toMatchObject({ minimum: -32_768, maximum: 32_767 });
  });
});
