import { cardBrand, isExpiryCurrentOrFuture, isValidCardNumber } from '@puente/shared';
import { type CardInput, ProviderCardError } from './payment-provider.ts';

/** Stripe's published decline messages, by code. */
export const DECLINE_MESSAGES: Record<string, string> = {
  card_declined: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  expired_card: 'Your card has expired.',
  incorrect_cvc: "Your card's security code is incorrect.",
  processing_error: 'An error occurred while processing your card. Try again in a little bit.',
  incorrect_number: 'Your card number is incorrect.',
  invalid_cvc: "Your card's security code is invalid.",
  invalid_expiry_year: "Your card's expiration year is invalid.",
  invalid_expiry_month: "Your card's expiration month is invalid.",
  authentication_required: 'Your card was declined. This transaction requires authentication.',
  payment_intent_authentication_failure:
    'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
  setup_intent_authentication_failure:
    'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
};

/** Test cards that cannot be attached to a customer (Stripe: "these cards can't be attached"). */
const ATTACH_DECLINES: Record<string, string> = {
  '4000000000000002': 'card_declined',
  '4000000000009995': 'insufficient_funds',
  '4000000000000069': 'expired_card',
  '4000000000000127': 'incorrect_cvc',
  '4000000000000119': 'processing_error',
};

/** Test cards that attach but whose charges fail. */
const CHARGE_DECLINES: Record<string, string> = {
  '4000000000000341': 'card_declined',
};

/**
 * Test cards whose charges succeed and something happens later, sent as an event (decision 0137):
 * Stripe's "asynchronous refund failure" (a refund succeeds, then fails), "pending refund" (a refund is
 * pending, then succeeds) and "fraudulent dispute" (the charge is disputed after it succeeds).
 */
const LATER_BEHAVIOURS: Record<string, string> = {
  '4000000000005126': 'refund-fails-later',
  '4000000000007726': 'refund-pending',
  '4000000000000259': 'disputed',
};

/**
 * When a card asks for 3-D Secure (Stripe's test cards): `always` on every payment the student makes
 * (and an off-session charge fails with `authentication_required`); `once`, until it has been
 * authenticated once, after which even off-session charges go through.
 */
type CardAuthentication = 'none' | 'once' | 'always';

const AUTHENTICATING: Record<string, { authentication: CardAuthentication; declineAfter: string | null }> = {
  '4000002760003184': { authentication: 'always', declineAfter: null },
  '4000000000003220': { authentication: 'once', declineAfter: null },
  // Asks every time, and once passed the bank declines it for funds.
  '4000008260003178': { authentication: 'always', declineAfter: 'insufficient_funds' },
};

const refuse = (code: string): never => {
  throw new ProviderCardError(code, DECLINE_MESSAGES[code] ?? DECLINE_MESSAGES.card_declined!);
};

/**
 * Checks a card the way Stripe's test mode does and returns what may be kept of it: brand, last 4,
 * expiry, the decline code its charges will get and whether they ask for 3-D Secure. Any future expiry and a CVC of the right length pass.
 */
export function inspectTestCard(card: CardInput, now: Date) {
  const number = card.number.replace(/\s+/g, '');
  if (!isValidCardNumber(number)) refuse('incorrect_number');
  if (card.expMonth < 1 || card.expMonth > 12) refuse('invalid_expiry_month');
  if (!isExpiryCurrentOrFuture(card.expMonth, card.expYear, now)) refuse('invalid_expiry_year');
  const brand = cardBrand(number);
  if (!/^\d+$/.test(card.cvc) || card.cvc.length !== (brand === 'amex' ? 4 : 3)) refuse('invalid_cvc');
  const attachDecline = ATTACH_DECLINES[number];
  if (attachDecline) refuse(attachDecline);
  return {
    brand,
    last4: number.slice(-4),
    expMonth: card.expMonth,
    expYear: card.expYear,
    chargeDeclineCode: CHARGE_DECLINES[number] ?? null,
    testBehaviour: LATER_BEHAVIOURS[number] ?? null,
    authentication: AUTHENTICATING[number]?.authentication ?? 'none',
    declineAfterAuthentication: AUTHENTICATING[number]?.declineAfter ?? null,
  };
}
