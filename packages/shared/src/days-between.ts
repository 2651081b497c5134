/**
 * Whole calendar days from one ISO date (YYYY-MM-DD) to another, negative when `to` is earlier. The dates
 * are read as UTC days, which are all 24 hours long.
 */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);
