import { describe, expect, it } from 'vitest';
import { CachedTokenIndex, type TokenOwners } from './cached-token-index.ts';

const own = (id: string, userId: string): TokenOwners => ({
  id,
  parentSessionId: null,
  userId,
  impersonatorId: null,
});

describe('the index of cached tokens', () => {
  it("finds a session's token and the impersonations opened from it, and a user's tokens and those they act in", () => {
    const index = new CachedTokenIndex();
    index.add('admin-token', own('admin-session', 'admin'));
    index.add('student-token', own('student-session', 'student'));
    // The administrator acting as the student, from their own session.
    index.add('acting-token', {
      id: 'acting-session',
      parentSessionId: 'admin-session',
      userId: 'student',
      impersonatorId: 'admin',
    });

    expect(index.take('session', 'admin-session').sort()).toEqual(['acting-token', 'admin-token']);
    expect(index.take('session', 'admin-session')).toEqual([]);
    expect(index.take('user', 'student').sort()).toEqual(['acting-token', 'student-token']);
    expect(index.take('user', 'admin').sort()).toEqual(['acting-token', 'admin-token']);
    expect(index.take('session', 'nobody')).toEqual([]);
  });

  it('forgets a token under all its ids when it leaves the cache, and holds nothing once all have', () => {
    const index = new CachedTokenIndex();
    const acting = { id: 's2', parentSessionId: 's1', userId: 'u2', impersonatorId: 'u1' };
    index.add('t1', own('s1', 'u1'));
    index.add('t2', acting);
    index.add('t3', own('s3', 'u2'));
    index.remove('t2', acting);
    expect(index.take('session', 's1')).toEqual(['t1']);
    expect(index.take('user', 'u2')).toEqual(['t3']);
    expect(index.take('session', 's2')).toEqual([]);
    index.remove('t1', own('s1', 'u1'));
    index.remove('t3', own('s3', 'u2'));
    expect(index.size).toBe(0);
  });

  it('keeps one link per token however often the cache stores it again', () => {
    const index = new CachedTokenIndex();
    index.add('t1', own('s1', 'u1'));
    index.add('t1', own('s1', 'u1'));
    expect(index.take('user', 'u1')).toEqual(['t1']);
    index.remove('t1', own('s1', 'u1'));
    expect(index.size).toBe(0);
  });
});
