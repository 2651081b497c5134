import type { Stripe } from '@stripe/stripe-js';

/** Loads Stripe.js for a publishable key (null when it cannot run in this browser). */
export type StripeLoader = (publishableKey: string) => Promise<Stripe | null>;

/** The real Stripe.js, fetched from Stripe only when a payment screen in Stripe mode asks for it. */
const fromStripe: StripeLoader = async (publishableKey) => {
  const { loadStripe } = await import('@stripe/stripe-js/pure');
  return loadStripe(publishableKey);
};

let loader = fromStripe;
const loaded = new Map<string, Promise<Stripe | null>>();

/** Stripe.js for this key, loaded once. */
export function loadStripeJs(publishableKey: string): Promise<Stripe | null> {
  let stripe = loaded.get(publishableKey);
  if (!stripe) {
    stripe = loader(publishableKey);
    loaded.set(publishableKey, stripe);
    // A failed load may be tried again from the next screen.
    stripe.catch(() => loaded.delete(publishableKey));
  }
  return stripe;
}

/** Tests hand in a stand-in for Stripe.js, which they cannot reach; `null` puts the real one back. */
export function setStripeLoader(next: StripeLoader | null): void {
  loader = next ?? fromStripe;
  loaded.clear();
}
