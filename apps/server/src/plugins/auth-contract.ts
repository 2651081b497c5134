/**
 * The identity every authenticated request carries, and the scope names guards check.
 * The auth plugin (plugins/auth.ts) fills request.identity from the Bearer token.
 */
export type Role = 'Administrator' | 'Professor' | 'Student';

export const SCOPES = {
  /** Every signed-in user. */
  user: 'user',
  student: 'student',
  staff: 'staff',
  admin: 'admin',
  professor: 'professor',
  master: 'master',
  tutor: 'tutor',
} as const;
export type Scope = (typeof SCOPES)[keyof typeof SCOPES];

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
};

/** Scopes derive from role and flags. */
export function scopesFor(user: { role: Role; isMaster: boolean; isTutor: boolean }): Scope[] {
  const scopes: Scope[] = [SCOPES.user];
  if (user.role === 'Student') scopes.push(SCOPES.student);
  else scopes.push(SCOPES.staff, user.role === 'Administrator' ? SCOPES.admin : SCOPES.professor);
  if (user.isMaster) scopes.push(SCOPES.master);
  if (user.isTutor) scopes.push(SCOPES.tutor);
  return scopes;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Null when the request carries no valid access token. */
    identity: Identity | null;
  }
}
