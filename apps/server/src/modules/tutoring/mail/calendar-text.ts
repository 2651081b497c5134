/** Control characters but the line feed (a TEXT value escapes that one as `\n`). */
const CONTROL_BUT_LINE_FEED = /[\p{Cc}\u2028\u2029]/gu;

/**
 * A TEXT value (SUMMARY, DESCRIPTION) for the `ics` library, which escapes `\`, `;`, `,` and line feeds
 * (RFC 5545 3.3.11) but lets other control characters through, which TEXT may not hold: line breaks
 * become one line feed, any other control character is dropped.
 */
export const calendarText = (value: string): string =>
  value.replace(/\r\n?|[\u2028\u2029]/g, '\n').replace(CONTROL_BUT_LINE_FEED, (c) => (c === '\n' ? c : ''));

/**
 * A parameter value (the CN of ORGANIZER and ATTENDEE), which the `ics` library puts between double
 * quotes, escaping `"` with a backslash RFC 5545 does not know: a name `x";ROLE=…:mailto:evil@…` closed
 * the quotes and added parameters or attendees. A quoted-string may hold neither `"` nor control
 * characters (RFC 5545 3.1), so they are written in RFC 6868's caret encoding (`^'` for `"`, `^n` for a
 * line break, `^^` for `^`) and other control characters are dropped.
 */
export const calendarParamValue = (value: string): string =>
  calendarText(value).replace(/[\^"\n]/g, (c) => (c === '^' ? '^^' : c === '"' ? "^'" : '^n'));
