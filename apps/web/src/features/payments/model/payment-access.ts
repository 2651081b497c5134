/**
 * What the signed-in user may do on the payment page (the server enforces the same): the account's
 * holder everything; a guest (a user of the account who is not its holder) pays with a new card of
 * their own, without auto-pay, when the tenant lets guests pay; otherwise a guest only views the account.
 * Staff acting as the user (impersonating) never add nor use cards: they see the form, disabled, and why.
 */
export type PaymentAccess = 'holder' | 'guest' | 'view-only' | 'impersonating';

export function paymentAccess(
  user: { signedIn: boolean; master: boolean; impersonating?: boolean },
  guestPaymentsEnabled: boolean | undefined,
): PaymentAccess {
  if (user.signedIn && user.impersonating) return 'impersonating';
  if (!user.signedIn || user.master) return 'holder';
  return guestPaymentsEnabled === false ? 'view-only' : 'guest';
}
