import { type Config, ConfigError } from '../../../config.ts';
import type { Database } from '../../../db/database.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createSandboxProvider } from './sandbox-provider.ts';
import { createStripeProvider } from './stripe-provider.ts';

/** The provider the configuration names (PAYMENT_PROVIDER): the persisted sandbox by default, or Stripe. */
export function createPaymentProvider(
  config: Pick<Config, 'PAYMENT_PROVIDER' | 'STRIPE_SECRET_KEY' | 'STRIPE_PUBLIC_KEY' | 'STRIPE_API_HOST'>,
  deps: { db: Database; clock: Clock },
): PaymentProvider {
  if (config.PAYMENT_PROVIDER === 'stripe') {
    if (!config.STRIPE_SECRET_KEY)
      throw new ConfigError(
        'Invalid configuration:\n  STRIPE_SECRET_KEY: required when PAYMENT_PROVIDER=stripe',
      );
    return createStripeProvider({
      secretKey: config.STRIPE_SECRET_KEY,
      publicKey: config.STRIPE_PUBLIC_KEY ?? '',
      apiHost: config.STRIPE_API_HOST,
    });
  }
  return createSandboxProvider(deps);
}
