import { z } from 'zod';
import { isNullish, type RuleOptions, type RuleParams, ruleCheck } from './rule-codes.ts';

/**
 * Wraps a schema so that `null` or `undefined` fails with `notnull` (instead of zod's invalid_type).
 * Input type becomes unknown; the output type is the wrapped schema's.
 */
export function notNull<S extends z.ZodType>(schema: S, options: RuleOptions = {}) {
  return z
    .unknown()
    .check(ruleCheck<unknown>('notnull', (value) => !isNullish(value), {}, options))
    .pipe(schema);
}

/** Check: the value must be null or undefined (code `null`). */
export const mustBeNull = <T = unknown>(options: RuleOptions = {}) =>
  ruleCheck<T>('null', (value) => isNullish(value), {}, options);

/** Check: text must have a non-blank character (code `notempty`); null, '' and whitespace fail. */
export const notEmpty = <T extends string | null | undefined = string>(options: RuleOptions = {}) =>
  ruleCheck<T>('notempty', (value) => typeof value === 'string' && value.trim().length > 0, {}, options);

/** Check: a list must have at least one item (code `empty`); null fails. */
export const notEmptyList = <T extends readonly unknown[] | null | undefined = unknown[]>(
  options: RuleOptions = {},
) => ruleCheck<T>('empty', (value) => Array.isArray(value) && value.length > 0, {}, options);

/** Check: a custom predicate must hold (code `must`). */
export const must = <T>(predicate: (value: T) => boolean, options: RuleOptions = {}) =>
  ruleCheck<T>('must', predicate, {}, options);

/** Check: a custom predicate must hold (code `invalid`), for inputs that are simply not acceptable. */
export const valid = <T>(predicate: (value: T) => boolean, options: RuleOptions = {}) =>
  ruleCheck<T>('invalid', predicate, {}, options);

/**
 * Object check: the object's id property must equal the id the caller expects, e.g. the id of the
 * route (code `id-conflict`, on the id's path; params `{ expected }`).
 */
export function sameId<T extends Record<string, unknown>>(
  expected: string | number,
  property: keyof T & string = 'id',
  options: RuleOptions = {},
): z.core.$ZodCheck<T> {
  return z.superRefine<T>((value, ctx) => {
    if (value[property] === expected) return;
    const params: RuleParams = { expected, ...options.params };
    ctx.addIssue({ code: 'custom', message: options.code ?? 'id-conflict', path: [property], params });
  });
}
