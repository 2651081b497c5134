import { describe, expect, it } from 'vitest';
import { isSitePath } from './site-path.ts';

describe('isSitePath', () => {
  it.each([
    '/',
    '/courses',
    '/courses/0190a5b2-7c1e-7000-8000-000000000001',
    '/audio/en/lessons/greetings.mp3',
    '/search?q=hello%20world#top',
    '/a/b%2Fc',
    '/%C3%B1and%C3%BA',
  ])('accepts %j', (value) => {
    expect(isSitePath(value)).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['relative', 'courses'],
    ['absolute address', 'https://evil.example/'],
    ['scheme', 'javascript:alert(1)'],
    ['protocol-relative', '//evil.example'],
    ['slash backslash', '/\\evil.example'],
    ['backslash slash', '\\/evil.example'],
    ['two backslashes', '\\\\evil.example'],
    ['backslash later', '/a\\b'],
    ['encoded slashes', '/%2F%2Fevil.example'],
    ['dot segment to two slashes', '/foo/..//evil.example'],
    ['encoded dot segment to two slashes', '/%2e%2e//evil.example'],
    ['encoded slashes, lower case', '/%2f%2fevil.example'],
    ['encoded backslash', '/%5Cevil.example'],
    ['double encoding', '/%252F%252Fevil.example'],
    ['tab inside', '/\t/evil.example'],
    ['newline inside', '/\n/evil.example'],
    ['carriage return inside', '/\r/evil.example'],
    ['encoded tab', '/%09/evil.example'],
    ['encoded newline', '/%0A/evil.example'],
    ['NUL', '/a\u0000b'],
    ['DEL', '/a\u007fb'],
    ['C1 control', '/a\u0085b'],
    ['leading space', ' /courses'],
    ['space inside', '/a b'],
    ['no-break space', '/a\u00a0b'],
    ['broken encoding', '/%E0%A4%A'],
  ])('refuses %s', (_name, value) => {
    expect(isSitePath(value)).toBe(false);
  });
});
