/** Printable ASCII: `unaccent` leaves it as it is, and lower case is the same everywhere. */
const ASCII = /^[\x20-\x7e]*$/;
/** Latin letters with accents (Latin-1 and Latin Extended-A): their decomposition is the letter and marks. */
const ACCENTED = /^[\x20-\x7e\u00c0-\u017f]*$/;

/**
 * The search key of a text as `dictionary_search_key` computes it (lower case, accents folded by
 * `unaccent`), computed here for the texts where both agree: ASCII, and Latin letters whose
 * decomposition is an ASCII letter and accents (`canción`, `pingüino`, `ÑANDÚ`). `null` for anything
 * else (`æ`, `ß`, `ø`, other scripts): the database computes it. `search-key-in-process.test.ts`
 * compares every such character with the database's function.
 */
export function searchKeyInProcess(text: string): string | null {
  if (ASCII.test(text)) return text.toLowerCase();
  if (!ACCENTED.test(text)) return null;
  const folded = text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  return ASCII.test(folded) ? folded.toLowerCase() : null;
}
