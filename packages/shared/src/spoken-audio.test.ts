import { describe, expect, it } from 'vitest';
import { spokenAudioKey } from './spoken-audio.ts';

describe('spokenAudioKey', () => {
  it('names a text by its words, ignoring case, accents and punctuation', () => {
    expect(spokenAudioKey("I'd like")).toBe('i-d-like');
    expect(spokenAudioKey('  Good morning,  Mrs. Smith. ')).toBe('good-morning-mrs-smith');
    expect(spokenAudioKey('check / bill')).toBe('check-bill');
    expect(spokenAudioKey('Café')).toBe('cafe');
  });

  it('keeps the start of a long text and a hash of the whole', () => {
    const long = 'The bank is between the school and the hotel, next to the big park.';
    const key = spokenAudioKey(long);
    expect(key).toMatch(/^the-bank-is-between-the-school-and-the-h-[0-9a-f]{8}$/);
    expect(spokenAudioKey(`${long}!`)).not.toBe(key);
    expect(spokenAudioKey('¿?')).toMatch(/^[0-9a-f]{8}$/);
  });
});
