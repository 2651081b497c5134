const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

const intlLocale = (locale: string) => (locale === 'en' ? 'en-US' : 'es-ES');

/**
 * A size as people read it, in the reader's language: '20,6 kB' / '20.6 kB', '5 MB', '512 bytes'.
 * Steps of 1024 (as operating systems show files and as the limits are set); `Intl` writes the number
 * and the unit's symbol, with at most one decimal.
 */
export function formatBytes(bytes: number, locale: string): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return new Intl.NumberFormat(intlLocale(locale), {
    style: 'unit',
    unit: UNITS[unit],
    // 'byte' has no short symbol in every language ('512 byte' in English): the word, as plurals go.
    unitDisplay: unit === 0 ? 'long' : 'short',
    maximumFractionDigits: 1,
  }).format(value);
}
