/**
 * The identity every authenticated request carries, and the scope names guards check.
 * The auth plugin (plugins/auth.ts) fills request.identity from the Bearer token.
 */
import type { Role, Scope } from '@puente/shared';

export { type Role, SCOPES, type Scope, scopesFor } from '@puente/shared';

export type Identity = {
  userId: string;
  tenantId: string;
  accountId: string | null;
  role: Role;
  isMaster: boolean;
  isTutor: boolean;
  locale: 'es' | 'en';
  scopes: Scope[];
  sessionId: string;
  /** Id of the administrator acting as this user, when impersonating. */
  impersonatorId: string | null;
  /** The user's own time zone, as the session was read (null: none set). */
  timeZone: string | null;
};

declare module 'fastify' {
  interface FastifyRequest {
    /** Null when the request carries no valid access token. */
    identity: Identity | null;
  }
}
