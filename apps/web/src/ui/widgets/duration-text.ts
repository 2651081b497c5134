/** The rules of a duration input (spec section 5). Minutes are the value; null is an empty nullable. */
export type DurationOptions = {
  /** Negative durations may be typed. */
  allowNegative?: boolean;
  /** The largest duration, in minutes: anything above becomes it. */
  max?: number;
  /** An empty input means null (else 0). */
  nullable?: boolean;
};

export type DurationReading = { kind: 'value'; minutes: number | null } | { kind: 'invalid' };

/** Keeps a duration within the rules: below zero becomes 0 unless negatives are allowed; above max, max. */
export function settleDuration(minutes: number, options: DurationOptions): number {
  let value = Math.trunc(minutes);
  if (!options.allowNegative && value < 0) value = 0;
  if (options.max !== undefined && value > options.max) value = options.max;
  return value === 0 ? 0 : value;
}

/**
 * Reads a typed duration: an optional minus sign, hours, and optionally a separator (colon, dot, space
 * or h) and minutes 0-59: "1:30", "-0:45", "2h 5", "3". A minus sign is refused unless negatives are
 * allowed; an empty input is null when nullable (else 0). The value is settled (see settleDuration).
 */
export function parseDuration(text: string, options: DurationOptions): DurationReading {
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'value', minutes: options.nullable ? null : 0 };
  const match = /^(-)?\s*(\d{1,4})\s*(?:(?:[:.h]|\s)\s*(\d{1,2})\s*m?|h)?$/i.exec(trimmed);
  if (!match) return { kind: 'invalid' };
  if (match[1] && !options.allowNegative) return { kind: 'invalid' };
  const minutes = Number(match[3] ?? 0);
  if (minutes > 59) return { kind: 'invalid' };
  const total = Number(match[2]) * 60 + minutes;
  return { kind: 'value', minutes: settleDuration(match[1] ? -total : total, options) };
}

/** Writes a duration as `[-]H:MM`; null as an empty text. */
export function formatDuration(minutes: number | null): string {
  if (minutes === null) return '';
  const sign = minutes < 0 ? '-' : '';
  const size = Math.abs(minutes);
  return `${sign}${Math.floor(size / 60)}:${String(size % 60).padStart(2, '0')}`;
}
