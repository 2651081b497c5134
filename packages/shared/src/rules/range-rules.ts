import { isNullish, type RuleOptions, ruleCheck } from './rule-codes.ts';

/** Numbers, decimals (as numbers or bigints), dates, and timespans expressed in milliseconds. */
export type RangeValue = number | bigint | Date;

const asNumber = (value: RangeValue): number | bigint => (value instanceof Date ? value.getTime() : value);

/** True when `min <= value <= max`; NaN and invalid dates are never in range. */
export function inRange(value: RangeValue, min: RangeValue, max: RangeValue): boolean {
  const v = asNumber(value);
  if (typeof v === 'number' && Number.isNaN(v)) return false;
  return asNumber(min) <= v && v <= asNumber(max);
}

/**
 * Check: inclusive range [min, max] (code `range`, params `{ min, max }`). Null/undefined pass.
 * For timespans pass milliseconds (e.g. `range(0, 3_600_000)`).
 */
export const range = <T extends RangeValue | null | undefined = number>(
  min: RangeValue,
  max: RangeValue,
  options: RuleOptions = {},
) => ruleCheck<T>('range', (value) => isNullish(value) || inRange(value, min, max), { min, max }, options);
