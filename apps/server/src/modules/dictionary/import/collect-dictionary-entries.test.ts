import { describe, expect, it } from 'vitest';
import { englishRank, frequencyBand, spanishRank } from '../word-frequency.ts';
import { collectDictionaryEntries } from './collect-dictionary-entries.ts';

/** The source's own lines for `house` (alphabetical by gloss, as the file lists them) and a few others. */
const HOUSE_LINES = [
  'house {n} (an establishment, business) :: casa {f}',
  'house {n} (archetypal structure of a human abode) :: casa {f}, vivienda {f}',
  'house {n} (astrology: one of the twelve divisions of an astrological chart) :: casa {f}',
  'house {n} (bingo) SEE: bingo ::',
  'house {n} (debating chamber for government politicians) :: Cámara {f}',
  'house {n} (dynasty, familiar descendance) :: casa {f}',
  'house {n} (genre of music) SEE: house music ::',
  'house {n} /haʊs/ (human abode) :: casa {f}',
  'house {n} (theatre) :: teatro {m}',
  'house {v} (admit to residence) :: alojar, hospedar, albergar',
  'House {prop} (House of Representatives) :: Cámara de Representantes {f}',
  'house-broken {adj} (house-trained) SEE: house-trained ::',
  'go {v} (to make (a specified sound) ) :: hacer',
  'go {v} (to move through space (especially from one place to another) ) :: ir',
  'go {v} /ɡoʊ/ (walk) SEE: walk ::',
];

describe('collectDictionaryEntries: frequency of a headword is its own', () => {
  const collect = () =>
    collectDictionaryEntries([
      { name: 'en-es', direction: 'en-es', lines: HOUSE_LINES },
      {
        name: 'es-en',
        direction: 'es-en',
        lines: [
          'runa {f} :: rune',
          'runa {m} [colloquial, in Quechua communities] :: man',
          'hombre {m} :: man',
          'árbol {m} :: tree (all senses)',
          'arbolar {v} :: to plant trees',
          'arbolar {vr} [of a horse] :: to rear up',
          'Apple {prop} :: Apple (name of the company Apple Inc.)',
          'embarazado {adj} :: pregnant',
          'casa {f} :: house',
          'casar {v} :: to marry',
          'caso {m} :: case',
          'carpeta {f} [Argentina, Paraguay, Uruguay] :: tablecloth',
          'carpeta {f} :: folder (an organizer that papers are kept in)',
        ],
      },
    ]).entries;
  const entry = (direction: 'en-es' | 'es-en', headword: string) =>
    collect().find((e) => e.direction === direction && e.headword === headword)!;

  it('ranks a Spanish word by its own use in Spanish, never through a translation', () => {
    // `runa` is rare, though one of its senses translates as the very common `man`.
    expect(englishRank('man')).toBeLessThan(1000);
    expect(entry('es-en', 'runa').frequencyRank).toBeNull();
    expect(entry('es-en', 'runa').frequencyBand).toBe(5);
    expect(entry('es-en', 'hombre').frequencyRank).toBe(spanishRank('hombre'));
    expect(entry('es-en', 'hombre').frequencyBand).toBe(1);
    // `árbol` is the common word, `arbolar` the rare one (today it was the other way round).
    expect(entry('es-en', 'árbol').frequencyBand).toBe(frequencyBand(spanishRank('árbol')));
    expect(entry('es-en', 'árbol').frequencyBand).toBeLessThan(entry('es-en', 'arbolar').frequencyBand);
    expect(entry('es-en', 'arbolar').frequencyBand).toBe(5);
  });

  it('ranks a Spanish lemma by its most used form the list has, a form that is a headword by itself only', () => {
    expect(spanishRank('embarazado')).toBeNull();
    expect(entry('es-en', 'embarazado').frequencyRank).toBe(spanishRank('embarazada'));
    // `casa` is a word of its own, not a form of `casar`.
    expect(entry('es-en', 'casa').frequencyRank).toBe(spanishRank('casa'));
    expect(entry('es-en', 'casar').frequencyRank).not.toBe(spanishRank('casa'));
    expect(entry('es-en', 'casar').frequencyBand).toBeGreaterThan(entry('es-en', 'casa').frequencyBand);
  });

  it('does not rank a compound by its words: `house-broken` is not very common because `house` is', () => {
    expect(entry('en-es', 'house').frequencyBand).toBe(1);
    expect(entry('en-es', 'house-broken').frequencyBand).toBeGreaterThan(2);
  });

  it('puts the main sense first: the line with the pronunciation, then the translations’ use', () => {
    const senses = entry('en-es', 'house').senses;
    expect(senses[0]).toMatchObject({ gloss: 'human abode', ipa: 'haʊs' });
    expect(senses[0]!.translations[0]!.text).toBe('casa');
    // Cross-references come last; the file's alphabetical order is not kept.
    expect(senses.slice(-2).map((sense) => sense.seeAlso)).toEqual(['bingo', 'house music']);
    // The curated core sense wins over a pronunciation on a cross-reference (`go`: walk).
    expect(entry('en-es', 'go').senses[0]!.translations[0]!.text).toBe('ir');
    // A regional or colloquial sense goes after a plain one, whatever its translation's use, and so in
    // the result list's line.
    expect(entry('es-en', 'runa').senses[0]!.translations[0]!.text).toBe('rune');
    expect(entry('es-en', 'carpeta').summary).toBe(
      'folder (an organizer that papers are kept in); tablecloth',
    );
  });

  it('marks names, so that `House` ranks after `house`', () => {
    expect(entry('en-es', 'House').properNoun).toBe(true);
    expect(entry('en-es', 'house').properNoun).toBe(false);
    expect(entry('es-en', 'Apple').properNoun).toBe(true);
  });
});
