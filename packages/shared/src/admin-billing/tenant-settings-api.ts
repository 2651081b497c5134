import { z } from 'zod';
import { ZVersion } from '../authoring/resource-kit.ts';
import { isIanaTimeZone } from '../iana-time-zone.ts';
import { ruleCheck } from '../rules/rule-codes.ts';
import { singleLineText } from '../rules/single-line-text.ts';

/**
 * Where the school's payments go: where the server's configuration says (`server`, the default), the
 * sandbox (no real money), or Stripe in test or live mode with the school's own keys.
 */
export const PAYMENT_PROVIDER_MODES = ['server', 'sandbox', 'test', 'live'] as const;

/** Bounds the settings screen and the server share. */
export const TENANT_SETTINGS_LIMITS = {
  guestLimit: { min: 0, max: 50 },
  /** The flat late fee, in cents (0 turns late charges off; at most 1,000.00). */
  lateFeeCents: { min: 0, max: 100_000 },
  lateFeeGraceDays: { min: 0, max: 60 },
  /** Hours before a tutoring session until which it can be cancelled or moved. */
  tutoringCancelCutoffHours: { min: 0, max: 168 },
  /** What a tutoring session costs a student, in cents (0: free; at most 1,000.00). */
  tutoringSessionPriceCents: { min: 0, max: 100_000 },
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DOMAIN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/**
 * An OpenID Connect issuer: an https URL, or http on this machine's loopback names (a development or test
 * provider). Never with a query or fragment (the issuer identifier of OpenID Connect Discovery).
 */
function isOidcIssuer(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.search || url.hash || url.username || url.password) return false;
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

/** The school's OpenID Connect sign-in (decision 0147); every field absent: unchanged. */
const oidcFields = {
  /** The provider's issuer URL; empty turns sign-in with the school's accounts off. */
  oidcIssuer: z
    .string()
    .trim()
    .max(500)
    .check(ruleCheck<string>('tenant.oidc-invalid-issuer', (value) => value === '' || isOidcIssuer(value)))
    .optional(),
  oidcClientId: z.string().trim().max(255).optional(),
  /** Write-only: empty (or absent) keeps the stored secret, `clearOidcClientSecret` removes it. */
  oidcClientSecret: z.string().trim().max(500).optional(),
  clearOidcClientSecret: z.boolean().optional(),
  /** What the login button names: "Continuar con Google". */
  oidcDisplayName: z.string().trim().max(60).optional(),
  /** The e-mail domains the provider serves (lower case, without "@"). */
  oidcEmailDomains: z
    .array(
      z
        .string()
        .trim()
        .toLowerCase()
        .transform((value) => value.replace(/^@/, ''))
        .check(ruleCheck<string>('tenant.oidc-invalid-domain', (value) => DOMAIN.test(value))),
    )
    .max(20)
    .optional(),
  /** Whether a first sign-in may create the user (off by default). */
  oidcCreatesAccounts: z.boolean().optional(),
  /**
   * Read-only (what GET answers), accepted and ignored: a settings read sent back with only the payment
   * key's read-only fields taken out, as clients did before this field came, is still a valid edit.
   */
  oidcClientSecretConfigured: z.boolean().optional(),
};
const PHONE = /^\+?[0-9][0-9 ().-]{5,29}$/;

const boundedInt = (code: string, { min, max }: { min: number; max: number }) =>
  z.number({ error: code }).int(code).min(min, code).max(max, code);

/** The key prefixes a Stripe key of each mode starts with (secret keys may be restricted: `rk_`). */
const PUBLIC_PREFIX = { test: 'pk_test_', live: 'pk_live_' } as const;
const SECRET_PREFIXES = { test: ['sk_test_', 'rk_test_'], live: ['sk_live_', 'rk_live_'] } as const;

const settingsFields = {
  name: singleLineText(120, 'tenant.empty-name'),
  supportEmail: z
    .string()
    .trim()
    .max(254)
    .check(ruleCheck<string>('tenant.invalid-support-email', (value) => EMAIL.test(value))),
  supportPhone: z
    .string()
    .trim()
    .check(ruleCheck<string>('tenant.invalid-support-phone', (value) => PHONE.test(value))),
  paymentEnabled: z.boolean(),
  tutoringEnabled: z.boolean(),
  guestLimit: boundedInt('tenant.guest-limit-range', TENANT_SETTINGS_LIMITS.guestLimit),
  lateFeeCents: boundedInt('tenant.late-fee-range', TENANT_SETTINGS_LIMITS.lateFeeCents),
  lateFeeGraceDays: boundedInt('tenant.grace-days-range', TENANT_SETTINGS_LIMITS.lateFeeGraceDays),
  tutoringCancelCutoffHours: boundedInt(
    'tenant.tutoring-cutoff-range',
    TENANT_SETTINGS_LIMITS.tutoringCancelCutoffHours,
  ),
  tutoringSessionPriceCents: boundedInt(
    'tenant.tutoring-price-range',
    TENANT_SETTINGS_LIMITS.tutoringSessionPriceCents,
  ),
  /** Whether guests may book paid tutoring on the holder's account (absent: unchanged; off by default). */
  guestsMayBookPaidTutoring: z.boolean().optional(),
  /** The meeting provider's URL with `{id}` for the session (empty: the tutors' own links only). */
  tutoringMeetingUrlPattern: z
    .string()
    .trim()
    .max(500)
    .check(
      ruleCheck<string>(
        'tenant.invalid-meeting-url',
        (value) => value === '' || /^https:\/\/\S+$/.test(value),
      ),
    ),
  paymentProviderMode: z.enum(PAYMENT_PROVIDER_MODES),
  /** The provider's public (publishable) key; empty for the sandbox. */
  paymentPublicKey: z.string().trim().max(255),
  defaultLocale: z.enum(['es', 'en']),
  /**
   * The school's IANA time zone: the days of its due dates, late charges, reminders and reports
   * (absent: unchanged).
   */
  timeZone: z.string().trim().check(ruleCheck<string>('tenant.invalid-time-zone', isIanaTimeZone)).optional(),
};

/**
 * PUT /api/admin/tenant-settings: every setting, the version read, and the secret key only when it
 * changes. The secret key is write-only: empty (or absent) keeps the stored one, `clearSecretKey` removes it.
 */
export const ZTenantSettingsEdit = z
  .strictObject({
    ...settingsFields,
    secretKey: z.string().trim().max(255).optional(),
    clearSecretKey: z.boolean().optional(),
    ...oidcFields,
    version: ZVersion,
  })
  .superRefine((value, ctx) => {
    if (value.oidcIssuer) {
      if (!value.oidcClientId)
        ctx.addIssue({ code: 'custom', message: 'tenant.oidc-client-id-required', path: ['oidcClientId'] });
      if (!value.oidcDisplayName)
        ctx.addIssue({ code: 'custom', message: 'tenant.oidc-name-required', path: ['oidcDisplayName'] });
      if (!value.oidcEmailDomains?.length)
        ctx.addIssue({ code: 'custom', message: 'tenant.oidc-domains-required', path: ['oidcEmailDomains'] });
    }
  })
  .superRefine((value, ctx) => {
    const mode = value.paymentProviderMode;
    if (mode === 'server' || mode === 'sandbox') return;
    if (!value.paymentPublicKey)
      ctx.addIssue({ code: 'custom', message: 'tenant.public-key-required', path: ['paymentPublicKey'] });
    else if (!value.paymentPublicKey.startsWith(PUBLIC_PREFIX[mode]))
      ctx.addIssue({
        code: 'custom',
        message: 'tenant.public-key-mode',
        path: ['paymentPublicKey'],
        params: { prefix: PUBLIC_PREFIX[mode] },
      });
    const secret = value.secretKey;
    if (secret && !SECRET_PREFIXES[mode].some((prefix) => secret.startsWith(prefix)))
      ctx.addIssue({
        code: 'custom',
        message: 'tenant.secret-key-mode',
        path: ['secretKey'],
        params: { prefix: SECRET_PREFIXES[mode][0] },
      });
  });
export type TTenantSettingsEdit = z.input<typeof ZTenantSettingsEdit>;

/** GET /api/admin/tenant-settings: the settings as stored; of the secret key only whether one is set. */
export const ZTenantSettings = z.object({
  name: z.string(),
  supportEmail: z.string(),
  supportPhone: z.string(),
  paymentEnabled: z.boolean(),
  tutoringEnabled: z.boolean(),
  guestLimit: z.number().int(),
  lateFeeCents: z.number().int(),
  lateFeeGraceDays: z.number().int(),
  tutoringCancelCutoffHours: z.number().int(),
  tutoringSessionPriceCents: z.number().int(),
  guestsMayBookPaidTutoring: z.boolean(),
  tutoringMeetingUrlPattern: z.string(),
  paymentProviderMode: z.enum(PAYMENT_PROVIDER_MODES),
  paymentPublicKey: z.string(),
  secretKeyConfigured: z.boolean(),
  /** The provider the server's configuration names: what the `server` mode uses. */
  serverProvider: z.enum(['sandbox', 'stripe']),
  defaultLocale: z.enum(['es', 'en']),
  timeZone: z.string(),
  oidcIssuer: z.string(),
  oidcClientId: z.string(),
  /** Whether a client secret is stored (never the secret). */
  oidcClientSecretConfigured: z.boolean(),
  oidcDisplayName: z.string(),
  oidcEmailDomains: z.array(z.string()),
  oidcCreatesAccounts: z.boolean(),
  version: z.number().int().min(1),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type TTenantSettings = z.infer<typeof ZTenantSettings>;
