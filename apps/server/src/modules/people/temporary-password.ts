import { randomInt } from 'node:crypto';

const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const DIGITS = '23456789';

/**
 * A temporary password for an invitation: 12 characters without look-alikes (0/O, 1/l/I), at least
 * two digits, so it meets the password rule. Only its hash is stored; the invitation mail names it
 * as a secret, so the outbox keeps it masked.
 */
export function newTemporaryPassword(): string {
  const chars = Array.from({ length: 10 }, () => LETTERS[randomInt(LETTERS.length)]!);
  chars.splice(randomInt(chars.length + 1), 0, DIGITS[randomInt(DIGITS.length)]!);
  chars.splice(randomInt(chars.length + 1), 0, DIGITS[randomInt(DIGITS.length)]!);
  return chars.join('');
}
