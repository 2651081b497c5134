import { z } from 'zod';

/** Params of a failing rule of the generic rule kit (spec section 5); its code goes in `issue.message`. */
export type RuleParams = Record<string, unknown>;

/** Options shared by the rule factories. */
export type RuleOptions = {
  /** Replaces the rule's code (e.g. a domain code such as 'cvc-invalid'). */
  code?: string;
  /** Extra parameters merged into the issue's params. */
  params?: RuleParams;
};

/**
 * A zod check that adds one issue whose message is `code` when `passes` is false.
 * `params` may depend on the value; they never carry the value itself unless a rule says so.
 */
export function ruleCheck<T>(
  code: string,
  passes: (value: T) => boolean,
  params: RuleParams | ((value: T) => RuleParams) = {},
  options: RuleOptions = {},
): z.core.$ZodCheck<T> {
  return z.superRefine<T>((value, ctx) => {
    if (passes(value)) return;
    const base = typeof params === 'function' ? params(value) : params;
    ctx.addIssue({ code: 'custom', message: options.code ?? code, params: { ...base, ...options.params } });
  });
}

/** True for `null` and `undefined`: rules other than notnull/null let these pass. */
export const isNullish = (value: unknown): value is null | undefined => value === null || value === undefined;
