import { describe, expect, it } from 'vitest';
import { ZTenantSettingsEdit } from '../admin-billing/tenant-settings-api.ts';
import { ZCourseInput } from '../authoring/course-resource.ts';
import { ZDictionaryPhraseInput, ZDictionaryWordInput } from '../dictionary/dictionary-authoring.ts';
import { ZVocabularyItem } from '../learning/content-package.ts';
import { ZContactInput } from '../people/contact-api.ts';
import { ZGuestInput } from '../people/guests-api.ts';
import { ZMyProfileEdit } from '../people/profile-api.ts';
import { isSingleLine, singleLineText } from './single-line-text.ts';

const codesAt = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }, path: string) =>
  (result.error?.issues ?? []).filter((issue) => issue.path.join('.') === path).map((issue) => issue.message);

describe('singleLineText', () => {
  it.each([
    ['line feed', 'Ana\nMaría'],
    ['carriage return', 'Ana\rMaría'],
    ['tab', 'Ana\tMaría'],
    ['NUL', 'Ana\u0000'],
    ['escape', 'Ana\u001b[31m'],
    ['DEL', 'Ana\u007f'],
    ['C1 next line', 'Ana\u0085María'],
    ['line separator', 'Ana\u2028María'],
    ['paragraph separator', 'Ana\u2029María'],
  ])('refuses a %s inside', (_name, value) => {
    expect(isSingleLine(value)).toBe(false);
    expect(codesAt(singleLineText(80, 'empty').safeParse(value), '')).toEqual(['system.control-characters']);
  });

  it('accepts one line of any script and punctuation, trimmed', () => {
    expect(singleLineText(80, 'empty').parse('  José "Pepe" O\'Brien; Núñez, 李  ')).toBe(
      'José "Pepe" O\'Brien; Núñez, 李',
    );
  });

  it('refuses a blank text with its code only when one is given, and a long one', () => {
    expect(codesAt(singleLineText(80, 'empty').safeParse('  '), '')).toEqual(['empty']);
    expect(singleLineText(80).parse('  ')).toBe('');
    expect(singleLineText(3).safeParse('abcd').success).toBe(false);
  });
});

describe('every name and title of a request refuses control characters', () => {
  const bad = 'Eve\r\nATTENDEE:mailto:evil@example.com';
  const title = { es: 'Curso', en: 'Course' };
  it.each([
    [
      'profile first name',
      ZMyProfileEdit,
      { firstName: bad, lastName: 'Diaz', preferredLocale: 'es', timeZone: null },
      'firstName',
    ],
    [
      'profile last name',
      ZMyProfileEdit,
      { firstName: 'Ana', lastName: bad, preferredLocale: 'es', timeZone: null },
      'lastName',
    ],
    [
      'guest first name',
      ZGuestInput,
      { firstName: bad, lastName: 'Diaz', email: 'g@example.com' },
      'firstName',
    ],
    [
      'contact subject',
      ZContactInput,
      { name: 'Ana', email: 'a@example.com', subject: bad, message: 'Hola\nqué tal' },
      'subject',
    ],
    [
      'contact name',
      ZContactInput,
      { name: bad, email: 'a@example.com', subject: 'Hola', message: 'x' },
      'name',
    ],
    ['course title', ZCourseInput, { title: { ...title, es: bad } }, 'title.es'],
    ['tenant name', ZTenantSettingsEdit, { name: bad }, 'name'],
    ['dictionary headword', ZDictionaryWordInput, { headword: bad }, 'headword'],
    ['dictionary phrase', ZDictionaryPhraseInput, { text: bad }, 'text'],
    ['vocabulary word', ZVocabularyItem, { en: bad, es: 'palabra', example: 'A word.' }, 'en'],
  ])('%s', (_name, schema, input, path) => {
    expect(codesAt(schema.safeParse(input), path)).toContain('system.control-characters');
  });

  it('a multi-line message keeps its line breaks', () => {
    const parsed = ZContactInput.parse({
      name: 'Ana',
      email: 'a@example.com',
      subject: 'Hola',
      message: 'Uno\nDos',
    });
    expect(parsed.message).toBe('Uno\nDos');
  });
});
