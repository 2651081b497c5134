import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Config } from '../../../config.ts';
import type { Database } from '../../../db/database.ts';
import { type Tenant, tenants } from '../../../db/schema/index.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { Clock } from '../../../lib/clock.ts';
import { type DataCache, tagOf } from '../../../lib/data-cache.ts';
import { type SettingsCipher, SettingsKeyError } from '../../../lib/settings-cipher.ts';
import type { PaymentProvider } from './payment-provider.ts';
import type { EmitSandboxEvent } from './sandbox-events.ts';
import { createSandboxProvider } from './sandbox-provider.ts';
import { createStripeProvider } from './stripe-provider.ts';

/** What a tenant's provider is built from: its settings row (mode, keys) and its version. */
type TenantPaymentSettings = Pick<
  Tenant,
  'id' | 'version' | 'paymentProviderMode' | 'paymentPublicKey' | 'paymentSecretKey'
>;

/** A provider and the account it charges through (customers made at one are unknown at another). */
type TenantProvider = { provider: PaymentProvider; account: string };

/**
 * Each tenant's payment provider: the one its settings name (the sandbox, or Stripe in test or live mode
 * with the school's own keys), or the server's configured one (`server` mode, the default). Built once per
 * tenant and kept with the settings' version: a change of the settings (which raises the version) builds
 * the provider again on the next call, on every instance, since the version is read with the tenant.
 */
export interface PaymentProviders {
  /** The server's configured provider (PAYMENT_PROVIDER, STRIPE_*). */
  readonly fallback: PaymentProvider;
  /** The provider of a tenant whose settings row the caller holds (e.g. the request's tenant). */
  forSettings(settings: TenantPaymentSettings): TenantProvider;
  /** The provider of a tenant, its settings read now. */
  forTenant(db: Database, tenantId: string): Promise<TenantProvider>;
  /** Which kind of provider a tenant's mode means, without building it (the page's CSP, the card form). */
  kindOf(mode: string): PaymentProvider['name'];
}

/**
 * The account name of the server's provider stays the provider's name (`sandbox`, `stripe`), as stored
 * customers always had it; a tenant's own Stripe account is named by a digest of its secret key.
 */
const ownStripeAccount = (secretKey: string) =>
  `stripe:${createHash('sha256').update(secretKey).digest('hex').slice(0, 16)}`;

export function createPaymentProviders(deps: {
  config: Pick<Config, 'PAYMENT_PROVIDER' | 'STRIPE_API_HOST' | 'SANDBOX_EVENT_DELAY_SECONDS'>;
  db: Database;
  /** Lets a school's sandbox send its later events (decision 0137). */
  emitSandboxEvent?: EmitSandboxEvent;
  clock: Clock;
  cipher: SettingsCipher;
  fallback: PaymentProvider;
  /**
   * Keeps each tenant's payment settings between payments (a payment must not cost a read of them):
   * dropped on every instance when the tenant changes, as the cached signed-in reads are (decision 0020).
   */
  dataCache?: DataCache;
}): PaymentProviders {
  const { fallback, cipher } = deps;
  const server: TenantProvider = { provider: fallback, account: fallback.name };
  let sandbox: PaymentProvider | null = fallback.name === 'sandbox' ? fallback : null;
  const sandboxProvider = () => {
    const emit = deps.emitSandboxEvent;
    sandbox ??= createSandboxProvider({
      db: deps.db,
      clock: deps.clock,
      ...(emit ? { events: { emit, delaySeconds: deps.config.SANDBOX_EVENT_DELAY_SECONDS } } : {}),
    });
    return sandbox;
  };
  const cache = new Map<string, { version: number; mode: string; built: TenantProvider }>();

  const build = (settings: TenantPaymentSettings): TenantProvider => {
    const mode = settings.paymentProviderMode;
    if (mode === 'sandbox') return { provider: sandboxProvider(), account: 'sandbox' };
    if (mode !== 'test' && mode !== 'live') return server;
    if (!settings.paymentSecretKey) throw new AppError('payment.provider-unavailable');
    let secretKey: string;
    try {
      secretKey = cipher.decrypt(settings.paymentSecretKey);
    } catch (error) {
      // Never "not set": a wrong key must not move the school's payments to another account.
      if (error instanceof SettingsKeyError)
        throw new AppError('payment.provider-unavailable', { cause: error });
      throw error;
    }
    return {
      provider: createStripeProvider({
        secretKey,
        publicKey: settings.paymentPublicKey ?? '',
        apiHost: deps.config.STRIPE_API_HOST,
      }),
      account: ownStripeAccount(secretKey),
    };
  };

  const forSettings = (settings: TenantPaymentSettings): TenantProvider => {
    const kept = cache.get(settings.id);
    if (kept && kept.version === settings.version && kept.mode === settings.paymentProviderMode)
      return kept.built;
    // An older version read late (a cached tenant) never replaces a newer provider.
    if (kept && kept.version > settings.version) return build(settings);
    const built = build(settings);
    cache.set(settings.id, { version: settings.version, mode: settings.paymentProviderMode, built });
    return built;
  };

  return {
    fallback,
    forSettings,
    async forTenant(db, tenantId) {
      const read = async () => {
        const [row] = await db
          .select({
            id: tenants.id,
            version: tenants.version,
            paymentProviderMode: tenants.paymentProviderMode,
            paymentPublicKey: tenants.paymentPublicKey,
            paymentSecretKey: tenants.paymentSecretKey,
          })
          .from(tenants)
          .where(eq(tenants.id, tenantId));
        return row ?? null;
      };
      const row = deps.dataCache
        ? await deps.dataCache.get(`payment-settings:${tenantId}`, [tagOf('tenant', tenantId)], read)
        : await read();
      if (!row) throw new AppError('system.tenant-not-found');
      return forSettings(row);
    },
    kindOf(mode) {
      if (mode === 'sandbox') return 'sandbox';
      if (mode === 'test' || mode === 'live') return 'stripe';
      return fallback.name;
    },
  };
}
