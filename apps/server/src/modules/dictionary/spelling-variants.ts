const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
/** Substitutions and insertions are tried on short words only: longer ones are found by trigrams. */
const SHORT_WORD = 5;
const LONGEST = 24;

/**
 * Spellings one slip away from a search key (already lower-cased and without accents): two neighbouring
 * letters swapped (`hte` → `the`), one letter missing or extra, and for short words one letter wrong.
 * Trigram similarity misses these on short words (`hte` and `the` share no trigram).
 */
export function spellingVariants(key: string): string[] {
  const letters = Array.from(key);
  if (letters.length < 2 || letters.length > LONGEST) return [];
  const variants = new Set<string>();
  const word = (parts: string[]) => parts.join('');
  for (let index = 0; index < letters.length; index++) {
    variants.add(word([...letters.slice(0, index), ...letters.slice(index + 1)]));
    if (index + 1 < letters.length) {
      const swapped = [...letters];
      [swapped[index], swapped[index + 1]] = [letters[index + 1] ?? '', letters[index] ?? ''];
      variants.add(word(swapped));
    }
  }
  if (letters.length <= SHORT_WORD && /^[a-z]+$/.test(key)) {
    for (let index = 0; index <= letters.length; index++) {
      for (const letter of LETTERS) {
        variants.add(word([...letters.slice(0, index), letter, ...letters.slice(index)]));
        if (index < letters.length) {
          variants.add(word([...letters.slice(0, index), letter, ...letters.slice(index + 1)]));
        }
      }
    }
  }
  variants.delete(key);
  variants.delete('');
  return [...variants];
}
