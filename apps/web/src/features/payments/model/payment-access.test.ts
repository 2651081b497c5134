import { describe, expect, it } from 'vitest';
import { paymentAccess } from './payment-access';

describe('paymentAccess', () => {
  it('lets the holder do everything', () => {
    expect(paymentAccess({ signedIn: true, master: true }, false)).toBe('holder');
  });
  it('lets a guest pay with their own card only when the tenant allows it (the default)', () => {
    expect(paymentAccess({ signedIn: true, master: false }, true)).toBe('guest');
    expect(paymentAccess({ signedIn: true, master: false }, undefined)).toBe('guest');
    expect(paymentAccess({ signedIn: true, master: false }, false)).toBe('view-only');
  });
  it('lets staff acting as the user (holder or guest) neither add nor use cards', () => {
    expect(paymentAccess({ signedIn: true, master: true, impersonating: true }, true)).toBe('impersonating');
    expect(paymentAccess({ signedIn: true, master: false, impersonating: true }, false)).toBe(
      'impersonating',
    );
    expect(paymentAccess({ signedIn: true, master: true, impersonating: false }, true)).toBe('holder');
  });
});
