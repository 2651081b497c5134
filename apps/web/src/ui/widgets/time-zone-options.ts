/** The runtime's IANA time zones (a short list when it cannot tell). */
function zoneNames(): string[] {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return ['America/Bogota', 'America/Mexico_City', 'America/New_York', 'Europe/Madrid', 'UTC'];
  }
}

/** The current UTC offset of a zone, as "UTC−05:00". */
function offsetOf(zone: string, now: Date, locale: string): string {
  try {
    const part = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'longOffset' })
      .formatToParts(now)
      .find((p) => p.type === 'timeZoneName');
    return part?.value === 'GMT' ? 'UTC' : (part?.value.replace('GMT', 'UTC') ?? '');
  } catch {
    return '';
  }
}

/**
 * Options of the time zone select: value the IANA name, label with its offset ("America/Bogota (UTC−05:00)").
 * `stored`, the zone the profile holds, stays a choice when the runtime does not list it ('UTC', older
 * aliases such as 'Asia/Calcutta'), or the select would show it empty.
 */
export function timeZoneOptions(
  locale: string,
  stored?: string | null,
  now = new Date(),
): { value: string; label: string }[] {
  const names = zoneNames();
  return (stored && !names.includes(stored) ? [stored, ...names] : names).map((zone) => {
    const offset = offsetOf(zone, now, locale);
    return { value: zone, label: offset ? `${zone.replaceAll('_', ' ')} (${offset})` : zone };
  });
}
