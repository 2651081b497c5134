/**
 * Whether a name is an IANA time zone the runtime knows, spelled as it spells it (America/Bogota, UTC):
 * not an offset (+05:00) nor another casing. A school's days are reckoned in it (decision 0136).
 */
export function isIanaTimeZone(value: string): boolean {
  if (value.length === 0 || value.length > 64 || /^[+-]/.test(value)) return false;
  try {
    return new Intl.DateTimeFormat('en', { timeZone: value }).resolvedOptions().timeZone === value;
  } catch {
    return false;
  }
}
