import { type Config, ConfigError } from '../../../config.ts';
import type { Database } from '../../../db/database.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { PaymentProvider } from './payment-provider.ts';
import type { EmitSandboxEvent } from './sandbox-events.ts';
import { createSandboxProvider } from './sandbox-provider.ts';
import { createStripeProvider } from './stripe-provider.ts';

/**
 * The provider the configuration names (PAYMENT_PROVIDER): the persisted sandbox by default, or Stripe.
 * `emitSandboxEvent` lets the sandbox send its later events (decision 0137).
 */
export function createPaymentProvider(
  config: Pick<
    Config,
    | 'PAYMENT_PROVIDER'
    | 'STRIPE_SECRET_KEY'
    | 'STRIPE_PUBLIC_KEY'
    | 'STRIPE_API_HOST'
    | 'SANDBOX_EVENT_DELAY_SECONDS'
  >,
  deps: { db: Database; clock: Clock; emitSandboxEvent?: EmitSandboxEvent },
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
  const { emitSandboxEvent: emit, ...rest } = deps;
  return createSandboxProvider({
    ...rest,
    ...(emit ? { events: { emit, delaySeconds: config.SANDBOX_EVENT_DELAY_SECONDS } } : {}),
  });
}
