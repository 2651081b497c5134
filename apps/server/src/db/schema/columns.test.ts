import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database.ts';
import type { DatabaseHandle } from '../database.ts';
import { searchable } from './columns.ts';

/**
 * Two rules fold text for searching: `searchable()` (titles, names and e-mails: list filters, duplicate
 * checks and the unique indexes) and the SQL function `dictionary_search_key` (the dictionary's stored
 * `search_key`). Both are stored (expression indexes, a generated column), so neither may change without
 * rebuilding them; this pins where they agree and where they differ.
 */
describe('searchable() and dictionary_search_key', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  const fold = async (text: string) => {
    const { rows } = await handle.db.execute<{ searchable: string; key: string; trimmedKey: string }>(
      sql`select ${searchable(sql`${text}::text`)} as searchable, dictionary_search_key(${text}::text) as key,
        dictionary_search_key(btrim(${text}::text)) as "trimmedKey"`,
    );
    return rows[0]!;
  };

  it('agree on Spanish text once trimmed: case, á é í ó ú ü ñ, punctuation and inner whitespace', async () => {
    const spanish = fc.string({
      unit: fc.constantFrom(...'aAbBnNuUzZ0 \t,.;:?!-\'"()áéíóúüñÁÉÍÓÚÜÑ'),
      maxLength: 24,
    });
    await fc.assert(
      fc.asyncProperty(spanish, async (text) => {
        const folded = await fold(text);
        expect(folded.searchable).toBe(folded.trimmedKey);
      }),
      { numRuns: 300 },
    );
    expect(await fold('  ¡Ñandú PINGÜINO, Árbol!  ')).toMatchObject({
      searchable: '¡nandu pinguino, arbol!',
    });
  });

  it('differ on surrounding spaces, other accents, ligatures and typographic punctuation', async () => {
    expect(await fold(' Árbol ')).toMatchObject({ searchable: 'arbol', key: ' arbol ' });
    expect(await fold('Crème Brûlée, çà')).toMatchObject({
      searchable: 'crème brûlee, çà',
      key: 'creme brulee, ca',
    });
    expect(await fold('Straße Æsop œuvre')).toMatchObject({
      searchable: 'straße æsop œuvre',
      key: 'strasse aesop oeuvre',
    });
    expect(await fold('¿Qué? «sí» …')).toMatchObject({ searchable: '¿que? «si» …', key: '?que? <<si>> ...' });
  });
});
