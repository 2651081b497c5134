import { describe, expect, it } from 'vitest';
import { ZLoginRequest, ZNewPassword, ZPasswordChangeForm, ZPasswordChangeRequest } from './auth.ts';

const codes = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => issue.message);

describe('sign-in contracts', () => {
  it('requires at least 8 characters and a digit (password-requirements)', () => {
    expect(ZNewPassword.safeParse('abcdefg1').success).toBe(true);
    for (const weak of ['abcdef1', 'abcdefgh', '', '1234567']) {
      expect(codes(ZNewPassword.safeParse(weak))).toEqual(['password-requirements']);
    }
    expect(
      codes(
        ZPasswordChangeRequest.safeParse({
          userId: crypto.randomUUID(),
          newPassword: 'x',
          termsAccepted: true,
        }),
      ),
    ).toEqual(['password-requirements']);
  });

  it('requires the confirmation to match (confirmation-not-match)', () => {
    expect(
      ZPasswordChangeForm.safeParse({ newPassword: 'Segura123', confirmation: 'Segura123' }).success,
    ).toBe(true);
    const result = ZPasswordChangeForm.safeParse({ newPassword: 'Segura123', confirmation: 'Segura124' });
    expect(codes(result)).toEqual(['confirmation-not-match']);
    expect(result.error!.issues[0]!.path).toEqual(['confirmation']);
  });

  it('normalizes the username and rejects non e-mails (errors.username.invalid)', () => {
    expect(ZLoginRequest.parse({ username: ' Ana@Example.COM ', password: 'x' }).username).toBe(
      'ana@example.com',
    );
    expect(codes(ZLoginRequest.safeParse({ username: 'ana', password: 'x' }))).toEqual([
      'errors.username.invalid',
    ]);
  });
});
