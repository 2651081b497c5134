import { z } from 'zod';

/**
 * A calendar day (YYYY-MM-DD) the database can hold: ISO 8601 has a year 0000, PostgreSQL does not
 * ('0000-02-29' is out of its range), so a request naming one is refused like any other bad date.
 */
export const ZIsoDay = z.iso.date().refine((value) => !value.startsWith('0000'), 'Invalid date');

/** An instant with its offset that the database can hold: from year 1, in UTC. */
export const ZIsoInstant = z.iso
  .datetime({ offset: true })
  .refine((value) => new Date(value).getUTCFullYear() >= 1, 'Invalid date');
