import { describe, expect, it } from 'vitest';
import { allowedEdits, checkTypedAnswer } from './check-typed-answer';

describe('checkTypedAnswer', () => {
  it('takes the exact answer, whatever the case and spacing, and suggests Good', () => {
    expect(checkTypedAnswer('  Manzana ', 'manzana')).toMatchObject({ kind: 'exact', suggested: 3 });
  });

  it('forgives the accents but says so', () => {
    const verdict = checkTypedAnswer('cancion', 'canción');
    expect(verdict).toMatchObject({ kind: 'accents', suggested: 3, answer: 'canción' });
    expect(verdict.parts.filter((part) => part.kind !== 'same')).toEqual([
      { kind: 'extra', text: 'o' },
      { kind: 'missing', text: 'ó' },
    ]);
  });

  it('forgives one edit in a short word, and more in proportion in a longer one', () => {
    expect(allowedEdits('casa')).toBe(1);
    expect(allowedEdits('biblioteca')).toBe(2);
    expect(checkTypedAnswer('csa', 'casa')).toMatchObject({ kind: 'typo', suggested: 2 });
    expect(checkTypedAnswer('cosa', 'casa')).toMatchObject({ kind: 'typo' });
    expect(checkTypedAnswer('cesa', 'casa').parts).toEqual([
      { kind: 'same', text: 'c' },
      { kind: 'extra', text: 'e' },
      { kind: 'missing', text: 'a' },
      { kind: 'same', text: 'sa' },
    ]);
    expect(checkTypedAnswer('cosas', 'casa')).toMatchObject({ kind: 'wrong', suggested: 1 });
    expect(checkTypedAnswer('bibloteka', 'biblioteca')).toMatchObject({ kind: 'typo' });
    expect(checkTypedAnswer('librería', 'biblioteca')).toMatchObject({ kind: 'wrong' });
  });

  it('accepts any of the answer’s forms and compares with the closest', () => {
    expect(checkTypedAnswer('hogar', 'casa, hogar')).toMatchObject({ kind: 'exact', answer: 'hogar' });
    expect(checkTypedAnswer('hogr', 'casa; hogar')).toMatchObject({ kind: 'typo', answer: 'hogar' });
  });

  it('takes an empty answer as not known', () => {
    expect(checkTypedAnswer('   ', 'casa')).toMatchObject({ kind: 'wrong', suggested: 1 });
  });
});
