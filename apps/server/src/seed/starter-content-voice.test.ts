import { describe, expect, it } from 'vitest';
import { loadStarterContent } from './seed-learning.ts';

/** Words that only the familiar "tú" uses (the product speaks to its students as "usted"). */
const FAMILIAR =
  /(?<![\p{L}])(tú|tus|ti|contigo|te|estás|tienes|eres|quieres|puedes|sabes|haces|olvides|quedaste|hiciste|llevas|lleva tu)(?![\p{L}])/iu;

/** Every Spanish text of the starter content (English fields and keys aside). */
function spanishTexts(value: unknown, key = ''): string[] {
  if (typeof value === 'string') return /en$|En$|^key$|^url$|^answer/.test(key) ? [] : [value];
  if (Array.isArray(value)) return value.flatMap((item) => spanishTexts(item, key));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => spanishTexts(v, k));
  }
  return [];
}

describe('the starter content', () => {
  it('speaks Spanish as "usted", as the product does', () => {
    const familiar = spanishTexts(loadStarterContent()).filter((text) => FAMILIAR.test(text));
    expect(familiar).toEqual([]);
  });
});
