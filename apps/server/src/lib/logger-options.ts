import type { Config } from '../config.ts';

/** Secrets that must never reach a log line, at any depth the logger sees. */
export const REDACTED_KEYS = [
  'password',
  'newPassword',
  'currentPassword',
  'number',
  'cvc',
  'cardNumber',
  'cvv',
  'authorization',
  'secretKey',
  'paymentSecretKey',
];

/**
 * The keys of a log object under which request input or error details may sit. Paths name them
 * explicitly: a path that starts with a wildcard makes pino run the redactor over every key of every
 * line, the per-request line's `req` and `res` included (about 4% of the CPU of a cached read), while
 * an explicit first key costs nothing on a line that does not carry it.
 */
const INPUT_KEYS = [
  'body',
  'query',
  'params',
  'payload',
  'input',
  'data',
  'details',
  'extra',
  'card',
  'nested',
  'err',
  'error',
];

const redactPaths = [
  // Fastify's request serializer writes no headers; these cover a logged request or headers object.
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  ...REDACTED_KEYS.flatMap((key) => [
    key,
    ...INPUT_KEYS.flatMap((at) => [`${at}.${key}`, `${at}.*.${key}`, `${at}.*.*.${key}`]),
  ]),
];

export function loggerOptions(config: Pick<Config, 'LOG_LEVEL' | 'NODE_ENV'>) {
  return {
    level: config.LOG_LEVEL,
    redact: { paths: redactPaths, censor: '[redacted]' },
  };
}
