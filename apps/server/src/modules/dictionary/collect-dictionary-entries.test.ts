import { describe, expect, it } from 'vitest';
import { collectDictionaryEntries } from './collect-dictionary-entries.ts';
import { englishRank, frequencyBand } from './word-frequency.ts';

describe('collectDictionaryEntries: frequency of Spanish headwords', () => {
  const collect = () =>
    collectDictionaryEntries([
      {
        name: 'en-es',
        direction: 'en-es',
        lines: [
          'man {n} (adult male) :: hombre {m}',
          'rune {n} (a letter) :: runa {f}',
          'song {n} (music) :: canción {f}',
        ],
      },
      {
        name: 'es-en',
        direction: 'es-en',
        lines: [
          'runa {f} :: rune',
          'runa {m} [colloquial, in Quechua communities] :: man',
          'hombre {m} :: man',
          'canción {f} :: song',
          'zarzuela {f} :: operetta',
        ],
      },
    ]).entries;
  const spanish = (headword: string) =>
    collect().find((entry) => entry.direction === 'es-en' && entry.headword === headword)!;

  it('ranks a Spanish word by a translation that gives the word back, not by any translation', () => {
    expect(englishRank('rune')).toBeGreaterThan(englishRank('man')!);
    expect(spanish('runa').frequencyRank).toBe(englishRank('rune'));
    expect(spanish('runa').frequencyBand).toBe(frequencyBand(englishRank('rune')));
    expect(spanish('runa').frequencyBand).toBeGreaterThan(spanish('hombre').frequencyBand);
    expect(spanish('hombre').frequencyRank).toBe(englishRank('man'));
    expect(spanish('canción').frequencyBand).toBe(1);
  });

  it('takes a translation the English file does not list as it is', () => {
    expect(englishRank('operetta')).not.toBeNull();
    expect(spanish('zarzuela').frequencyRank).toBe(englishRank('operetta'));
  });
});
