import type { z } from 'zod';

/** One failed rule: where, which code, and the parameters a translated message needs. */
export type RuleFailure = { path: (string | number)[]; code: string; params: Record<string, unknown> };

const lengthOrigins = new Set(['string', 'array', 'set', 'file']);

/** A catalogued error code given as a bound's message (`.min(1, 'course.empty-name')`), as the server reads it. */
const catalogued = (message: string) => /^[a-z][a-z0-9-]*(\.[a-z0-9-]+)+$/.test(message);

/** Maps one zod issue to a rule failure: custom issues carry their code as the message. */
function toFailure(issue: z.core.$ZodIssue): RuleFailure {
  const path = issue.path.filter((key): key is string | number => typeof key !== 'symbol');
  switch (issue.code) {
    case 'custom':
      return { path, code: issue.message, params: { ...issue.params } };
    case 'invalid_type': {
      // `input` is present only when parsed with `reportInput: true` (see validateRules).
      const missing = 'input' in issue && (issue.input === undefined || issue.input === null);
      return { path, code: missing ? 'notnull' : 'invalid', params: { expected: issue.expected } };
    }
    case 'too_small':
    case 'too_big': {
      const bound = issue.code === 'too_small' ? { min: issue.minimum } : { max: issue.maximum };
      if (catalogued(issue.message)) return { path, code: issue.message, params: bound };
      return { path, code: lengthOrigins.has(issue.origin) ? 'length' : 'range', params: bound };
    }
    case 'invalid_format':
      // A catalogued code given for a malformed id too (`z.uuid({ error: 'chapter.not-found' })`).
      if (catalogued(issue.message)) return { path, code: issue.message, params: { format: issue.format } };
      return { path, code: issue.format === 'email' ? 'email' : 'invalid', params: { format: issue.format } };
    default:
      return { path, code: 'invalid', params: { issue: issue.code } };
  }
}

/**
 * Turns a failed `safeParse` into a list of `{ path, code, params }` (empty for a success).
 * Built-in zod issues map to the nearest kit code: invalid_type -> notnull (missing value, when
 * parsed with `reportInput`) or invalid; too_small/too_big -> the catalogued code given as its message
 * (`course.empty-name`), else length (text, lists) or range; others -> invalid.
 */
export function ruleCodes(result: z.ZodSafeParseResult<unknown>): RuleFailure[] {
  return result.success ? [] : result.error.issues.map(toFailure);
}

/** Parses `data` and returns its rule failures; empty when valid. Missing values yield `notnull`. */
export function validateRules(schema: z.ZodType, data: unknown): RuleFailure[] {
  return ruleCodes(schema.safeParse(data, { reportInput: true }));
}
