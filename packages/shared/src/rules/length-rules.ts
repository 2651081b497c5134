import { isNullish, type RuleOptions, type RuleParams, ruleCheck } from './rule-codes.ts';

export type LengthBounds = { min?: number; max?: number };

/** The params carry only the bounds that are present, so a message can say "at least", "at most" or "between". */
const boundsParams = ({ min, max }: LengthBounds): RuleParams => ({
  ...(min === undefined ? {} : { min }),
  ...(max === undefined ? {} : { max }),
});

/** True when the length of a text or list is within the present bounds (inclusive). */
function withinLength(length: number, { min, max }: LengthBounds): boolean {
  return (min === undefined || length >= min) && (max === undefined || length <= max);
}

/**
 * Check: length of a text or list within [min, max] (code `length`, params `{ min?, max? }`).
 * Null/undefined pass; either bound may be absent.
 */
export const length = <T extends string | readonly unknown[] | null | undefined = string>(
  bounds: LengthBounds,
  options: RuleOptions = {},
) =>
  ruleCheck<T>(
    'length',
    (value) => isNullish(value) || withinLength(value.length, bounds),
    boundsParams(bounds),
    options,
  );
