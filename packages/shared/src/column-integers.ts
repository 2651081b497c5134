import { z } from 'zod';

/**
 * Integers as the column that stores them can hold them. Every integer a request carries is one of
 * these (narrowed further with `.min()`/`.max()` where the field allows less), so a value beyond its
 * column is refused with 400 `invalid` by the schema and never reaches the database as an out-of-range
 * error (500). The range is in the OpenAPI document too, where clients and the fuzz gate read it.
 */
const SMALLINT_RANGE = { min: -32_768, max: 32_767 } as const;
const INT4_RANGE = { min: -2_147_483_648, max: 2_147_483_647 } as const;

/** `code`, when given, is the message of every refusal (a code of the shared catalogue). */
const ranged = (min: number, max: number, code?: string) =>
  z
    .int(code === undefined ? undefined : { error: code })
    .min(min, code)
    .max(max, code);

/** A PostgreSQL `smallint` (int2). */
export const smallint = (code?: string) => ranged(SMALLINT_RANGE.min, SMALLINT_RANGE.max, code);

/** A PostgreSQL `integer` (int4): versions, positions, counts, most amounts in cents. */
export const int4 = (code?: string) => ranged(INT4_RANGE.min, INT4_RANGE.max, code);

/**
 * A PostgreSQL `bigint` (int8) read as a JavaScript number: only the safe integers (±2^53 - 1) travel
 * exactly, so that is the range (z.int() alone allows it; named so every integer field says its column).
 */
export const int8 = (code?: string) => ranged(Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER, code);
