import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { escapeLike } from './escape-like.ts';

describe('escapeLike', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  it('puts a backslash before backslashes, % and _ only', () => {
    expect(escapeLike('50% a_b \\ c')).toBe('50\\% a\\_b \\\\ c');
    expect(escapeLike('plain text ñ')).toBe('plain text ñ');
  });

  it('makes PostgreSQL LIKE match the text literally', async () => {
    const text = fc.string({ unit: fc.constantFrom('a', 'b', '%', '_', '\\', 'ñ', ' ') });
    await fc.assert(
      fc.asyncProperty(text, text, async (needle, haystack) => {
        const { rows } = await handle.pool.query<{ found: boolean }>(
          `select $1::text like '%' || $2::text || '%' as found`,
          [haystack, escapeLike(needle)],
        );
        expect(rows[0]!.found).toBe(haystack.includes(needle));
      }),
      { numRuns: 200 },
    );
  });
});
