import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MEDIA_MAX_BYTES } from '@puente/shared/media/media-api';
import { z } from 'zod';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** An IP address, or one with a prefix length (CIDR). */
const isAddressOrRange = (value: string): boolean => {
  const [address = '', prefix, ...rest] = value.split('/');
  const version = isIP(address);
  if (!version || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
};

/**
 * Which proxies in front of the app are trusted to say the client's address (X-Forwarded-For): off, a
 * hop count (`1`: the one proxy that connects to the app), or the proxies' addresses and CIDR ranges,
 * comma-separated. Never every hop: with `true` any client could name its own address and step around
 * the per-IP limits, so it is refused (decision 0026).
 */
const trustProxy = z
  .string()
  .trim()
  .superRefine((value, context) => {
    if (/^(true|yes|all)$/i.test(value)) {
      context.addIssue({
        code: 'custom',
        message:
          'trusting every proxy hop lets any client forge its address; give the number of proxies in ' +
          'front of the app (e.g. 1) or their addresses/CIDRs, comma-separated',
      });
      return;
    }
    if (/^(false|no|0|)$/i.test(value) || /^\d+$/.test(value)) return;
    const bad = value.split(',').filter((entry) => !isAddressOrRange(entry.trim()));
    if (bad.length > 0) {
      context.addIssue({
        code: 'custom',
        message: `must be false, a hop count or IP addresses/CIDRs (not ${bad.map((b) => JSON.stringify(b.trim())).join(', ')})`,
      });
    }
  })
  .transform((value): false | number | string[] => {
    if (/^(false|no|)$/i.test(value)) return false;
    if (/^\d+$/.test(value)) return Number(value) === 0 ? false : Number(value);
    return value.split(',').map((entry) => entry.trim());
  });

const ZConfig = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default(path.join(repoRoot, 'data')),
  /** Port of the embedded PostgreSQL server (0: a free one at each start). Unused with DATABASE_URL. */
  EMBEDDED_DB_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  /** A read replica's URL: the reports read from it when set, else from the main database. */
  DATABASE_READ_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  WEB_DIST: z.string().min(1).default(path.join(repoRoot, 'apps/web/dist')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: booleanFlag.default(true),
  ACCESS_TOKEN_TTL_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(60),
  /** Login attempts per username (hashed key) and per client IP in each rate-limit window. */
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  LOGIN_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(30),
  /** One-time-password requests per username and per client IP in each rate-limit window. */
  ONE_TIME_PASSWORD_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  ONE_TIME_PASSWORD_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(30),
  /**
   * Mails with a temporary password (guest invitations and their resends, users an administrator creates,
   * password resets) per recipient (apart for each account and for the administrators), per master
   * user's account and per administrator in each window of MAIL_RATE_LIMIT_WINDOW_MINUTES; counted in the database, shared by every instance.
   */
  MAIL_RATE_LIMIT_PER_RECIPIENT: z.coerce.number().int().min(1).default(3),
  MAIL_RATE_LIMIT_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
  MAIL_RATE_LIMIT_PER_ADMIN: z.coerce.number().int().min(1).default(100),
  MAIL_RATE_LIMIT_WINDOW_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(60),
  RATE_LIMIT_WINDOW_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(5),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Puente <no-reply@puente.test>'),
  /**
   * Development and tests, without SMTP: a folder where each mail is also written as sent (secrets such
   * as one-time passwords included; the outbox masks them).
   */
  MAIL_DROP_DIR: z.string().min(1).optional(),
  /**
   * Mail delivery through the job queue (decision 0122): a temporary failure (SMTP 4xx, no connection)
   * is tried again MAIL_RETRY_LIMIT times, waiting MAIL_RETRY_DELAY_SECONDS and twice as long each time,
   * at most MAIL_RETRY_DELAY_MAX_SECONDS (the defaults span about 4 hours 40 minutes).
   */
  MAIL_RETRY_LIMIT: z.coerce.number().int().min(0).max(100).default(10),
  MAIL_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).default(60),
  MAIL_RETRY_DELAY_MAX_SECONDS: z.coerce.number().int().min(1).default(3600),
  /** How often an idle instance looks for queued jobs, in seconds (LISTEN/NOTIFY aside). */
  JOB_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  PAYMENT_PROVIDER: z.enum(['sandbox', 'stripe']).default('sandbox'),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_PUBLIC_KEY: z.string().optional(),
  STRIPE_API_HOST: z.string().optional(),
  /**
   * The signing secret (`whsec_…`) of the Stripe webhook endpoint `/api/payments/webhooks/stripe`. Unset:
   * the endpoint answers 404 `payment.webhooks-not-configured` (decision 0134).
   */
  STRIPE_WEBHOOK_SECRET: z.string().trim().min(1).optional(),
  /**
   * How long after an operation the sandbox's later events arrive (a refund failing or settling later, a
   * dispute after its charge; decision 0137), in seconds, as Stripe's test mode sends them a moment later.
   */
  SANDBOX_EVENT_DELAY_SECONDS: z.coerce.number().min(0).max(3600).default(3),
  /**
   * The key (32 bytes: 64 hex digits or base64) that encrypts the secrets tenants store in their settings
   * (the payment provider's secret key). Unset: a key made once and kept in DATA_DIR.
   */
  SETTINGS_ENCRYPTION_KEY: z.string().trim().min(1).optional(),
  PUBLIC_URL: z.string().url().optional(),
  /** The OpenAPI document and its browser at /api/docs (off: both answer 404). */
  API_DOCS: booleanFlag.default(true),
  TRUST_PROXY: trustProxy.default(false),
  /**
   * How long a host's tenant, and a token's session, are remembered at most (0 turns the cache off).
   * Changes reach every instance at once through the database (plugins/cache-invalidation.ts); the
   * lifetime only bounds how long an entry can live if that ever failed unnoticed.
   */
  TENANT_CACHE_MS: z.coerce.number().int().min(0).default(60_000),
  AUTH_CACHE_MS: z.coerce.number().int().min(0).default(60_000),
  /**
   * How long a signed-in read (account figures, course list, lesson) is remembered at most (0: no
   * cache). Changes reach every instance through the database (migration 0006); see decision 0020.
   */
  DATA_CACHE_MS: z.coerce.number().int().min(0).default(60_000),
  /** Where uploaded media go: `local` (files under MEDIA_DIR) or `s3` (any S3-compatible store). */
  MEDIA_STORAGE: z.enum(['local', 's3']).default('local'),
  /** The folder of local media (default: DATA_DIR/media). */
  MEDIA_DIR: z.string().min(1).optional(),
  /** Upload limits per kind, in bytes. */
  MEDIA_IMAGE_MAX_BYTES: z.coerce.number().int().min(1).default(MEDIA_MAX_BYTES.image),
  MEDIA_AUDIO_MAX_BYTES: z.coerce.number().int().min(1).default(MEDIA_MAX_BYTES.audio),
  MEDIA_VIDEO_MAX_BYTES: z.coerce.number().int().min(1).default(MEDIA_MAX_BYTES.video),
  /** S3-compatible storage (MEDIA_STORAGE=s3): endpoint (empty: AWS), region, bucket and credentials. */
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_BUCKET: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** `true` for stores that address buckets by path (MinIO, most self-hosted ones). */
  S3_FORCE_PATH_STYLE: booleanFlag.default(false),
  /**
   * GET /metrics (Prometheus text): on a port of its own, bound to HOST, when METRICS_PORT is set; else on
   * the app's port, only with `Authorization: Bearer <METRICS_TOKEN>`. Neither set: not served (404). With
   * both, the metrics port asks for the token too.
   */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  METRICS_TOKEN: z.string().trim().min(16, 'must be at least 16 characters').optional(),
  /**
   * Traces go by OTLP to this collector (e.g. http://127.0.0.1:4318) when set; unset, tracing is not even
   * loaded. Read by the tracing preload (telemetry/start-tracing.ts) before the app starts; the standard
   * OTEL_* variables (OTEL_SERVICE_NAME, OTEL_EXPORTER_OTLP_PROTOCOL, …) apply too.
   */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.string().url().optional(),
  /**
   * On SIGTERM the instance answers /api/ready with 503 for this long before it stops taking connections,
   * so a load balancer that polls readiness stops sending it requests first; requests in flight finish.
   */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(120_000).default(5000),
});

export type Config = z.infer<typeof ZConfig>;

/** Settings that only make sense together. */
const ZCheckedConfig = ZConfig.superRefine((config, context) => {
  if (config.MEDIA_STORAGE === 's3' && !config.S3_BUCKET)
    context.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'is required with MEDIA_STORAGE=s3' });
  if (Boolean(config.S3_ACCESS_KEY_ID) !== Boolean(config.S3_SECRET_ACCESS_KEY))
    context.addIssue({
      code: 'custom',
      path: ['S3_SECRET_ACCESS_KEY'],
      message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
    });
  if (config.METRICS_PORT !== undefined && config.METRICS_PORT === config.PORT)
    context.addIssue({ code: 'custom', path: ['METRICS_PORT'], message: 'must differ from PORT' });
});

/** Settings whose value a start-up error never repeats (it goes to the log). */
const SECRET_SETTINGS = new Set([
  'METRICS_TOKEN',
  'SETTINGS_ENCRYPTION_KEY',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'S3_SECRET_ACCESS_KEY',
]);

/** Parses the environment; a bad value ends start-up with one clear line per problem. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = ZCheckedConfig.safeParse(env);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const name = String(issue.path[0]);
    const got = SECRET_SETTINGS.has(name) ? 'a value not shown' : JSON.stringify(env[name]);
    return `  ${issue.path.join('.')}: ${issue.message} (got ${got})`;
  });
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Configuration for tests and tools: defaults with overrides, no environment. */
export const testConfig = (overrides: Partial<Config> = {}): Config => ({
  ...ZConfig.parse({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    TENANT_CACHE_MS: '0',
    AUTH_CACHE_MS: '0',
    DATA_CACHE_MS: '0',
    SETTINGS_ENCRYPTION_KEY: '0f1e2d3c4b5a69788796a5b4c3d2e1f00f1e2d3c4b5a69788796a5b4c3d2e1f0',
  }),
  ...overrides,
});
