import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  email,
  ftp,
  http,
  imei,
  ip,
  isEmail,
  isFtpUrl,
  isHttpUrl,
  isImei,
  isIPv4,
  isMac,
  mac,
} from './pattern-rules.ts';
import { validateRules } from './rule-result.ts';

describe('pattern checks yield their code', () => {
  const cases = [
    { check: email, code: 'email', good: 'ana.perez@puente.test', bad: 'ana@' },
    { check: ip, code: 'ip', good: '192.168.0.1', bad: '192.168.0.256' },
    { check: mac, code: 'mac', good: '00:1A:2b:3C:4d:5E', bad: '00:1A:2b-3C:4d:5E' },
    { check: imei, code: 'imei', good: '35-209900-176148-1', bad: '35 209900' },
    { check: ftp, code: 'ftp', good: 'ftp://files.puente.test/pub', bad: 'http://files.puente.test' },
    { check: http, code: 'http', good: 'https://puente.test:8443/a?b#c', bad: 'https://' },
  ];
  for (const { check, code, good, bad } of cases) {
    it(`${code}: passes ${good}, fails ${bad}`, () => {
      const schema = z.string().nullish().check(check());
      expect(validateRules(schema, good)).toEqual([]);
      expect(validateRules(schema, bad)).toEqual([{ path: [], code, params: {} }]);
      expect(validateRules(schema, null)).toEqual([]);
    });
  }
});

const byte = fc.integer({ min: 0, max: 255 });

describe('ip (property)', () => {
  it('accepts any dotted IPv4 written without leading zeros', () => {
    fc.assert(fc.property(fc.ipV4(), (text) => isIPv4(text)));
    fc.assert(fc.property(fc.array(byte, { minLength: 4, maxLength: 4 }), (b) => isIPv4(b.join('.'))));
  });
  it('rejects an octet written with a leading zero (zod 4 ipv4 format)', () => {
    const padded = fc
      .tuple(fc.ipV4(), fc.nat(3), fc.integer({ min: 1, max: 2 }))
      .filter(([text, at, zeros]) => (text.split('.')[at] ?? '').length + zeros <= 3)
      .map(([text, at, zeros]) =>
        text
          .split('.')
          .map((o, i) => (i === at ? '0'.repeat(zeros) + o : o))
          .join('.'),
      );
    fc.assert(fc.property(padded, (text) => !isIPv4(text)));
    expect(isIPv4('192.168.000.001')).toBe(false);
  });
  it('rejects an octet above 255', () => {
    const mutated = fc
      .tuple(fc.ipV4(), fc.nat(3), fc.integer({ min: 256, max: 99_999 }))
      .map(([text, at, big]) =>
        text
          .split('.')
          .map((o, i) => (i === at ? String(big) : o))
          .join('.'),
      );
    fc.assert(fc.property(mutated, (text) => !isIPv4(text)));
  });
  it('rejects 3 or 5 octets, an empty octet, or other characters', () => {
    fc.assert(fc.property(fc.ipV4(), (text) => !isIPv4(text.split('.').slice(1).join('.'))));
    fc.assert(fc.property(fc.ipV4(), byte, (text, b) => !isIPv4(`${text}.${b}`)));
    fc.assert(
      fc.property(
        fc.ipV4(),
        fc.nat(3),
        (text, at) =>
          !isIPv4(
            text
              .split('.')
              .map((o, i) => (i === at ? '' : o))
              .join('.'),
          ),
      ),
    );
    fc.assert(fc.property(fc.ipV4(), (text) => !isIPv4(` ${text}`) && !isIPv4(`${text}x`)));
  });
});

const hexPair = fc
  .tuple(byte, fc.boolean())
  .map(([b, upper]) => (upper ? b.toString(16).toUpperCase() : b.toString(16)).padStart(2, '0'));
const pairs = (n: number) => fc.array(hexPair, { minLength: n, maxLength: n });
const separator = fc.constantFrom(':', '-');

describe('mac (property)', () => {
  it('accepts six hex pairs with one kind of separator', () => {
    fc.assert(fc.property(pairs(6), separator, (p, sep) => isMac(p.join(sep))));
  });
  it('accepts mixed letter cases (lower-cased before zod checks)', () => {
    expect(isMac('00:1A:2b:3C:4d:5E')).toBe(true);
    expect(isMac('AA-bb-CC-dd-EE-ff')).toBe(true);
  });
  it('rejects 5 or 7 pairs', () => {
    fc.assert(fc.property(pairs(5), separator, (p, sep) => !isMac(p.join(sep))));
    fc.assert(fc.property(pairs(7), separator, (p, sep) => !isMac(p.join(sep))));
  });
  it('rejects mixed separators', () => {
    const mixed = fc.tuple(pairs(6), separator, fc.integer({ min: 0, max: 4 })).map(([p, sep, at]) => {
      const other = sep === ':' ? '-' : ':';
      return p.reduce((acc, pair, i) => (i === 0 ? pair : `${acc}${i - 1 === at ? other : sep}${pair}`), '');
    });
    fc.assert(fc.property(mixed, (text) => !isMac(text)));
  });
  it('rejects a non-hex digit', () => {
    const bad = fc
      .tuple(pairs(6), separator, fc.nat(11), fc.constantFrom('g', 'G', 'z', ' ', '.'))
      .map(([p, sep, at, ch]) => {
        const chars = p.join('').split('');
        chars[at] = ch;
        const joined = chars.join('');
        return Array.from({ length: 6 }, (_, i) => joined.slice(i * 2, i * 2 + 2)).join(sep);
      });
    fc.assert(fc.property(bad, (text) => !isMac(text)));
  });
});

const imeiChar = fc.constantFrom(...'ABCxyz0123456789:-'.split(''), 'Q', 'q');
describe('imei (property)', () => {
  it('accepts 1 to 250 letters, digits, colons and hyphens', () => {
    fc.assert(fc.property(fc.stringMatching(/^[A-Za-z0-9:-]{1,250}$/), (text) => isImei(text)));
    fc.assert(
      fc.property(fc.string({ unit: imeiChar, minLength: 1, maxLength: 250 }), (text) => isImei(text)),
    );
  });
  it('rejects empty and over 250 characters', () => {
    expect(isImei('')).toBe(false);
    fc.assert(
      fc.property(fc.string({ unit: imeiChar, minLength: 251, maxLength: 400 }), (text) => !isImei(text)),
    );
  });
  it('rejects any other character', () => {
    const other = fc.string({ minLength: 1, maxLength: 1 }).filter((c) => !/^[A-Za-z0-9:-]$/.test(c));
    const mutated = fc
      .tuple(fc.string({ unit: imeiChar, minLength: 1, maxLength: 100 }), fc.nat(100), other)
      .map(([text, at, c]) => text.slice(0, at) + c + text.slice(at));
    fc.assert(fc.property(mutated, (text) => !isImei(text)));
  });
});

const authority = { withIPv4: true, withIPv6: true, withPort: true, withUserInfo: true };
const urlOf = (schemes: string[]) =>
  fc.webUrl({
    validSchemes: schemes,
    authoritySettings: authority,
    withQueryParameters: true,
    withFragments: true,
  });

describe('ftp and http (property)', () => {
  it('accept generated URLs of their schemes', () => {
    fc.assert(fc.property(urlOf(['ftp', 'ftps']), (url) => isFtpUrl(url) && !isHttpUrl(url)));
    fc.assert(fc.property(urlOf(['http', 'https']), (url) => isHttpUrl(url) && !isFtpUrl(url)));
  });
  it('accept upper-case schemes', () => {
    expect(isHttpUrl('HTTPS://Puente.test')).toBe(true);
    expect(isFtpUrl('FTPS://files.puente.test')).toBe(true);
  });
  it('reject a URL without host, without //, or with a space in the host', () => {
    const check = (url: string, test: (u: string) => boolean) => {
      const rest = url.slice(url.indexOf('://') + 3);
      const scheme = url.slice(0, url.indexOf('://'));
      const path = rest.slice(rest.search(/[/?#]|$/));
      return !test(`${scheme}://${path}`) && !test(`${scheme}:/${rest}`) && !test(`${scheme}://a b${path}`);
    };
    fc.assert(fc.property(urlOf(['ftp', 'ftps']), (url) => check(url, isFtpUrl)));
    fc.assert(fc.property(urlOf(['http', 'https']), (url) => check(url, isHttpUrl)));
  });
  it('accept one-label, IPv4 and IPv6 hosts; refuse what the URL parser would forgive', () => {
    expect(isHttpUrl('http://localhost:3000/')).toBe(true);
    expect(isHttpUrl('http://192.168.0.1/a')).toBe(true);
    expect(isFtpUrl('ftps://[2001:db8::1]:21/pub')).toBe(true);
    for (const text of [
      'http:///puente.test',
      'http:/puente.test',
      ' http://puente.test',
      'http://puente.test/a b',
    ]) {
      expect(isHttpUrl(text)).toBe(false);
    }
    expect(isFtpUrl('ftps://')).toBe(false);
    expect(isFtpUrl('ftp:\\\\files.puente.test')).toBe(false);
  });
  it('reject other schemes and a port above 65535', () => {
    fc.assert(
      fc.property(urlOf(['ws', 'file', 'sftp', 'mailto']), (url) => !isFtpUrl(url) && !isHttpUrl(url)),
    );
    expect(isHttpUrl('http://puente.test:65536/')).toBe(false);
    expect(isHttpUrl('http://puente.test:65535/')).toBe(true);
  });
});

describe('email (property)', () => {
  it('accepts generated addresses', () => {
    fc.assert(fc.property(fc.emailAddress(), (text) => isEmail(text)));
  });
  it('rejects a missing or doubled @, a dotless domain, and bad dots', () => {
    fc.assert(fc.property(fc.emailAddress(), (text) => !isEmail(text.replace('@', ''))));
    fc.assert(fc.property(fc.emailAddress(), (text) => !isEmail(text.replace('@', '@@'))));
    fc.assert(fc.property(fc.emailAddress(), (text) => !isEmail(`${text.split('@')[0]}@localhost`)));
    fc.assert(
      fc.property(fc.emailAddress(), (text) => !isEmail(`.${text}`) && !isEmail(text.replace('@', '.@'))),
    );
    fc.assert(fc.property(fc.emailAddress(), (text) => !isEmail(text.replace('@', ' @'))));
  });
});
