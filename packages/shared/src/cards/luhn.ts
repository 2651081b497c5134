/** Luhn sum of a digit string; `doubleFirst` says whether the rightmost digit is doubled. */
function luhnSum(digits: string, doubleFirst: boolean): number {
  let sum = 0;
  for (let i = digits.length - 1, double = doubleFirst; i >= 0; i--, double = !double) {
    let d = digits.charCodeAt(i) - 48;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum;
}

/** True when `number` (spaces ignored) is at least 2 digits and passes the Luhn check. */
export function luhnValid(number: string): boolean {
  const digits = number.replace(/\s+/g, '');
  return /^\d{2,}$/.test(digits) && luhnSum(digits, false) % 10 === 0;
}

/** The digit that, appended to `partial` (digits only), makes it Luhn-valid. */
export function luhnCheckDigit(partial: string): number {
  if (!/^\d+$/.test(partial)) throw new RangeError('luhnCheckDigit expects digits');
  return (10 - (luhnSum(partial, true) % 10)) % 10;
}
