/** Roles, the scope names guards check on both sides, and how scopes derive from role and flags. */
export type Role = 'Administrator' | 'Professor' | 'Student';

export const SCOPES = {
  /** Every signed-in user. */
  user: 'user',
  student: 'student',
  staff: 'staff',
  admin: 'admin',
  /** The school's money: figures, debtors and account histories (administrators). */
  finance: 'finance',
  professor: 'professor',
  master: 'master',
  tutor: 'tutor',
} as const;
export type Scope = (typeof SCOPES)[keyof typeof SCOPES];
export type ScopeMode = 'all' | 'any';

/** Scopes derive from the role and the master/tutor flags. */
export function scopesFor(user: { role: Role; isMaster: boolean; isTutor: boolean }): Scope[] {
  const scopes: Scope[] = [SCOPES.user];
  if (user.role === 'Student') scopes.push(SCOPES.student);
  else if (user.role === 'Administrator') scopes.push(SCOPES.staff, SCOPES.admin, SCOPES.finance);
  else scopes.push(SCOPES.staff, SCOPES.professor);
  if (user.isMaster) scopes.push(SCOPES.master);
  if (user.isTutor) scopes.push(SCOPES.tutor);
  return scopes;
}

/** True when `held` satisfies `required`: all of them (default) or any one. No requirement passes. */
export function hasScopes(
  held: readonly string[],
  required: readonly string[] | undefined,
  mode: ScopeMode = 'all',
): boolean {
  if (!required || required.length === 0) return true;
  return mode === 'any'
    ? required.some((scope) => held.includes(scope))
    : required.every((scope) => held.includes(scope));
}
