import { describe, expect, it } from 'vitest';
import { hasScopes, scopesFor } from './scopes';

describe('scopesFor', () => {
  it('derives the scopes from the role and flags like the server', () => {
    expect(scopesFor({ role: 'Student', isMaster: true, isTutor: false })).toEqual([
      'user',
      'student',
      'master',
    ]);
    expect(scopesFor({ role: 'Administrator', isMaster: false, isTutor: false })).toEqual([
      'user',
      'staff',
      'admin',
      'finance',
    ]);
    expect(scopesFor({ role: 'Professor', isMaster: false, isTutor: true })).toEqual([
      'user',
      'staff',
      'professor',
      'tutor',
    ]);
  });
});

describe('hasScopes', () => {
  const held = ['user', 'student', 'master'];
  it('requires all by default and any on request', () => {
    expect(hasScopes(held, ['student', 'master'])).toBe(true);
    expect(hasScopes(held, ['student', 'staff'])).toBe(false);
    expect(hasScopes(held, ['student', 'staff'], 'any')).toBe(true);
    expect(hasScopes(held, ['staff', 'admin'], 'any')).toBe(false);
  });
  it('passes when nothing is required', () => {
    expect(hasScopes([], undefined)).toBe(true);
    expect(hasScopes([], [])).toBe(true);
  });
});
