import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config.ts';

/** Secrets that must never reach a log line, at any depth the logger sees. */
export const REDACTED_KEYS = [
  'password',
  'newPassword',
  'number',
  'cvc',
  'cardNumber',
  'cvv',
  'authorization',
];

const redactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  ...REDACTED_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`, `*.*.*.${key}`]),
];

export function loggerOptions(
  config: Pick<Config, 'LOG_LEVEL' | 'NODE_ENV'>,
): FastifyServerOptions['logger'] {
  return {
    level: config.LOG_LEVEL,
    redact: { paths: redactPaths, censor: '[redacted]' },
  };
}
