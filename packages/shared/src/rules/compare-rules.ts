import { z } from 'zod';
import { isNullish, type RuleOptions, type RuleParams, ruleCheck } from './rule-codes.ts';

/** Dates compare by time; other values as they are. */
const comparable = (value: unknown): number | bigint | string | undefined => {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'string') return value;
  return undefined;
};

const sameValue = (a: unknown, b: unknown): boolean => {
  const x = comparable(a);
  const y = comparable(b);
  return x !== undefined && y !== undefined ? x === y : Object.is(a, b);
};

/** Check: the value must equal `expected` (code `equal`, params `{ value }`). Dates compare by time. */
export const equal = <T>(expected: T, options: RuleOptions = {}) =>
  ruleCheck<T>('equal', (value) => sameValue(value, expected), { value: expected }, options);

/** Check: the value must differ from `unexpected` (code `notequal`, params `{ value }`). */
export const notEqual = <T>(unexpected: T, options: RuleOptions = {}) =>
  ruleCheck<T>('notequal', (value) => !sameValue(value, unexpected), { value: unexpected }, options);

type PropertyComparison = 'value' | 'lessthan' | 'lessthanorequal' | 'greaterthan' | 'greaterthanorequal';

const holds = (op: PropertyComparison, a: number | bigint | string, b: number | bigint | string) => {
  switch (op) {
    case 'value':
      return a === b;
    case 'lessthan':
      return a < b;
    case 'lessthanorequal':
      return a <= b;
    case 'greaterthan':
      return a > b;
    case 'greaterthanorequal':
      return a >= b;
  }
};

/** Only numbers with numbers (bigint too), strings with strings, dates with dates are compared. */
const sameKind = (a: unknown, b: unknown) =>
  a instanceof Date || b instanceof Date
    ? a instanceof Date && b instanceof Date
    : (typeof a === 'string') === (typeof b === 'string');

/**
 * Object check comparing two properties of the same object: `property <op> other`.
 * Fails on `property`'s path with code `op` and params `{ other }` (plus `{ value }`, the other
 * property's value, for the ordering codes; `value` itself never echoes, as it may be a password).
 * Passes when either side is null/undefined or the kinds differ (other rules report those).
 * Runs even when other properties of the object failed.
 */
function compareProperties<T extends Record<string, unknown>>(
  property: keyof T & string,
  op: PropertyComparison,
  other: keyof T & string,
  options: RuleOptions = {},
): z.core.$ZodCheck<T> {
  return z.superRefine<T>(
    (value, ctx) => {
      const left = value[property];
      const right = value[other];
      if (isNullish(left) || isNullish(right) || !sameKind(left, right)) return;
      const a = comparable(left);
      const b = comparable(right);
      if (a === undefined || b === undefined || holds(op, a, b)) return;
      const params: RuleParams = op === 'value' ? { other } : { other, value: right };
      ctx.addIssue({
        code: 'custom',
        message: options.code ?? op,
        path: [property],
        params: { ...params, ...options.params },
      });
    },
    {
      // Only on an object whose two properties passed (a null or array value never reaches the compare).
      when: (payload) =>
        typeof payload.value === 'object' &&
        payload.value !== null &&
        !payload.issues.some((i) => !i.path?.length || i.path[0] === property || i.path[0] === other),
    },
  );
}

/** `property` must equal `other` (code `value`), e.g. a password confirmation. */
export const sameAs = <T extends Record<string, unknown>>(
  property: keyof T & string,
  other: keyof T & string,
  options?: RuleOptions,
) => compareProperties<T>(property, 'value', other, options);

export const lessThan = <T extends Record<string, unknown>>(
  property: keyof T & string,
  other: keyof T & string,
  options?: RuleOptions,
) => compareProperties<T>(property, 'lessthan', other, options);

export const lessThanOrEqual = <T extends Record<string, unknown>>(
  property: keyof T & string,
  other: keyof T & string,
  options?: RuleOptions,
) => compareProperties<T>(property, 'lessthanorequal', other, options);

export const greaterThan = <T extends Record<string, unknown>>(
  property: keyof T & string,
  other: keyof T & string,
  options?: RuleOptions,
) => compareProperties<T>(property, 'greaterthan', other, options);

export const greaterThanOrEqual = <T extends Record<string, unknown>>(
  property: keyof T & string,
  other: keyof T & string,
  options?: RuleOptions,
) => compareProperties<T>(property, 'greaterthanorequal', other, options);
