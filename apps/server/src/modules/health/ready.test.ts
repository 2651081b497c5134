import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';

describe('GET /api/ready', () => {
  it('answers 200 once migrations ran, the database and the cache listener are up', async () => {
    const t = await buildTestApp({ config: { DATA_CACHE_MS: 60_000 } });
    try {
      const res = await t.app.inject({ url: '/api/ready' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        status: 'ready',
        checks: { migrations: true, database: true, 'cache-listener': true },
      });
    } finally {
      await t.close();
    }
  });

  it('answers 503 while a registered check fails, and 200 once it passes', async () => {
    let queueUp = false;
    const t = await buildTestApp({ extend: (app) => app.readiness.add('queue', () => queueUp) });
    try {
      const down = await t.app.inject({ url: '/api/ready' });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual({
        status: 'not-ready',
        checks: { migrations: true, database: true, queue: false },
      });
      queueUp = true;
      expect((await t.app.inject({ url: '/api/ready' })).statusCode).toBe(200);
      expect(() => t.app.readiness.add('queue', () => true)).toThrow(/already registered/);
    } finally {
      await t.close();
    }
  });

  it('counts a check that throws or hangs as down', async () => {
    const t = await buildTestApp({
      extend: (app) => {
        app.readiness.add('throws', () => {
          throw new Error('no');
        });
        app.readiness.add('hangs', () => new Promise<boolean>(() => undefined));
      },
    });
    try {
      const res = await t.app.inject({ url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json().checks).toMatchObject({ throws: false, hangs: false, database: true });
    } finally {
      await t.close();
    }
  });

  it('answers 503 when the database is gone, while /api/health stays the liveness answer', async () => {
    const t = await buildTestApp();
    await t.deps.database.close();
    const res = await t.app.inject({ url: '/api/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'not-ready', checks: { database: false } });
    await t.app.close();
  });

  it('answers 503 "stopping" from the drain on, whatever the checks say', async () => {
    const t = await buildTestApp();
    try {
      expect(t.app.readiness.watched).toBe(false);
      expect((await t.app.inject({ url: '/api/ready' })).statusCode).toBe(200);
      expect(t.app.readiness.watched).toBe(true);
      t.app.readiness.drain();
      const res = await t.app.inject({ url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 'stopping', checks: { database: true } });
      expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
