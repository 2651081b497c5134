import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A random verification code like PUE-7KQ2-M9XD-43TA (60 random bits, Crockford base 32). */
export function newCertificateCode(): string {
  const bytes = randomBytes(12);
  const chars = [...bytes].map((byte) => ALPHABET[byte & 31]);
  return `PUE-${chars.slice(0, 4).join('')}-${chars.slice(4, 8).join('')}-${chars.slice(8, 12).join('')}`;
}

/** Codes are typed by people: accept lower case, spaces and the letters O, I, L for 0, 1, 1. */
export const normalizeCertificateCode = (code: string) =>
  code.trim().toUpperCase().replace(/\s+/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
