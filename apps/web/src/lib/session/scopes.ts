import type { Role, ScopeMode } from '@puente/shared';

export { hasScopes, type Role, type Scope, scopesFor } from '@puente/shared';

/** Route `handle` metadata read by the route guard. */
export type GuardHandle = { scopes?: readonly string[]; scopeMode?: ScopeMode };

export const isStaffRole = (role: Role | null | undefined): boolean =>
  role === 'Administrator' || role === 'Professor';
