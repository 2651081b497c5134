import { z } from 'zod';
import { ruleCheck } from './rule-codes.ts';

/**
 * What a single line must not hold: control characters (NUL, tab, line feed, carriage return, DEL, the C1
 * range) and the Unicode line and paragraph separators. A name carrying them breaks the lines of what
 * shows it (a mail header, a calendar invitation, a CSV export).
 */
const LINE_BREAKING = /[\p{Cc}\u2028\u2029]/u;

/** Whether a text is one line with no control character. */
export const isSingleLine = (value: string): boolean => !LINE_BREAKING.test(value);

/**
 * A single-line text field (a name, a title, a subject): trimmed, at most `max` characters (code
 * `length`), refused with `system.control-characters` when it holds a control character or a line break;
 * with `emptyCode`, a blank one is refused with that code, else it may be empty. Every name, title and
 * other one-line field of a request schema is built with it.
 */
export function singleLineText(max: number, emptyCode?: string) {
  const trimmed = z.string().trim();
  const filled = emptyCode
    ? trimmed.check(ruleCheck<string>(emptyCode, (value) => value.length > 0))
    : trimmed;
  return filled.max(max).check(ruleCheck<string>('system.control-characters', isSingleLine));
}
