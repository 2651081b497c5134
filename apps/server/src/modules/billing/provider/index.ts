/** Public entry of billing's payment providers: the provider contract, the sandbox and Stripe. */
export {
  type ChargeAttempt,
  type PaymentProvider,
  ProviderCardError,
  type ProviderCharge,
  type ProviderDispute,
  type ProviderRefund,
  type ProviderSetup,
  type SandboxPaymentProvider,
} from './payment-provider.ts';
export type { PaymentProviders } from './payment-providers.ts';
export type { SandboxEvent } from './sandbox-events.ts';
export {
  type ProviderEventFacts,
  type VerifiedProviderEvent,
  verifyStripeEvent,
} from './stripe-webhook-event.ts';
