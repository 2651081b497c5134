import { createHash, randomBytes } from 'node:crypto';

/** A new bearer token: 32 random bytes, base64url. Only its hash is stored. */
export const newSessionToken = (): string => randomBytes(32).toString('base64url');

/** The stored form of a token: sha256, hex. */
export const hashSessionToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+([A-Za-z0-9_-]{16,256})\s*$/i.exec(header);
  return match?.[1] ?? null;
}
