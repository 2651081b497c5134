/** An IANA name's shape: segments that start with a capital (America/Bogota, Etc/GMT+5, UTC). */
const IANA_NAME = /^[A-Z][A-Za-z0-9_+-]*(\/[A-Z][A-Za-z0-9_+-]*)*$/;

/**
 * Whether a name is an IANA time zone the runtime knows, spelled as IANA spells it (America/Bogota,
 * America/Argentina/Buenos_Aires, UTC): not an offset (-05:00) nor another casing (america/bogota).
 * A school's days are reckoned in it (decision 0136).
 */
export function isIanaTimeZone(value: string): boolean {
  if (value.length > 64 || !IANA_NAME.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
