import { describe, expect, it } from 'vitest';
import { hasScopes, scopesFor } from './scopes.ts';

describe('scopes', () => {
  it('derive from role and flags', () => {
    expect(scopesFor({ role: 'Student', isMaster: true, isTutor: false })).toEqual([
      'user',
      'student',
      'master',
    ]);
    expect(scopesFor({ role: 'Professor', isMaster: false, isTutor: true })).toEqual([
      'user',
      'staff',
      'professor',
      'tutor',
    ]);
    expect(scopesFor({ role: 'Administrator', isMaster: false, isTutor: false })).toEqual([
      'user',
      'staff',
      'admin',
      'finance',
    ]);
  });

  it('are checked all-of or any-of; no requirement passes', () => {
    expect(hasScopes(['user', 'student'], ['user', 'student'])).toBe(true);
    expect(hasScopes(['user', 'student'], ['student', 'master'])).toBe(false);
    expect(hasScopes(['user', 'student'], ['staff', 'student'], 'any')).toBe(true);
    expect(hasScopes(['user'], ['staff', 'admin'], 'any')).toBe(false);
    expect(hasScopes([], undefined)).toBe(true);
  });
});
