import { describe, expect, it, vi } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { testDatabaseKind } from '../../../test/test-database.ts';
import { useTestApp } from '../../../test/use-test-app.ts';

describe('GET /api/health', () => {
  const t = useTestApp();

  it('reports the database as reachable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: { kind: testDatabaseKind, reachable: true } });
  });

  it('answers 503 when the database is gone, and keeps serving', async () => {
    const other = await buildTestApp();
    await other.deps.database.close();
    const res = await other.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'degraded', database: { reachable: false } });
    await other.app.close();
  });

  it('answers checks that arrive together with one ping, and pings again for the next one', async () => {
    const query = vi.spyOn(t.deps.database.pool, 'query');
    try {
      const burst = await Promise.all(
        Array.from({ length: 20 }, () => t.app.inject({ method: 'GET', url: '/api/health' })),
      );
      expect(burst.map((res) => res.statusCode)).toEqual(Array(20).fill(200));
      const pings = query.mock.calls.filter(([text]) => text === 'select 1').length;
      expect(pings).toBeGreaterThanOrEqual(1);
      expect(pings).toBeLessThan(20);
      await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(query.mock.calls.filter(([text]) => text === 'select 1').length).toBe(pings + 1);
    } finally {
      query.mockRestore();
    }
  });
});
