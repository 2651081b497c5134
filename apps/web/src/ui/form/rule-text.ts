import type { RuleFailure } from '@puente/shared';
import type { TFunction } from 'i18next';

/** A failing rule as the form keeps it: its code and the parameters its message needs. */
export type FieldFailure = Pick<RuleFailure, 'code' | 'params'>;

/** A feature's own texts for some codes (e.g. 'password-requirements'); undefined falls back. */
export type RuleMessages = (failure: FieldFailure) => string | undefined;

/** 'length' and 'range' say "at least", "at most" or "between" by the bounds present. */
function boundsSuffix(params: Record<string, unknown>) {
  const min = params.min !== undefined;
  const max = params.max !== undefined;
  if (min && max) return '';
  return min ? '.min' : '.max';
}

/**
 * The translated text of a failing rule: the feature's text, else the rule kit's (`common:form.rule.<code>`),
 * else the server's error text for the code (`errors:<code>`), else 'Not valid'.
 */
export function ruleText(t: TFunction, failure: FieldFailure, messages?: RuleMessages): string {
  const own = messages?.(failure);
  if (own !== undefined) return own;
  const { code, params } = failure;
  if (code === 'network') return t('common:messages.default.network');
  if ((code === 'length' || code === 'range') && params.min === undefined && params.max === undefined)
    return t('common:form.rule.invalid');
  const suffix = code === 'length' || code === 'range' ? boundsSuffix(params) : '';
  return t([`common:form.rule.${code}${suffix}`, `errors:${code}`, 'common:form.rule.invalid'], params);
}
