import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app.ts';
import { tenants } from '../db/schema/index.ts';
import { seedDemoIfEmpty } from './seed-demo.ts';

describe('the demo data on an empty database', () => {
  const t = useTestApp();

  it('is seeded once when instances start together (the others find it, none fails)', async () => {
    const seeds = await Promise.all([1, 2, 3].map(() => seedDemoIfEmpty(t.deps.db, t.deps.clock)));
    expect(seeds.filter((seed) => seed !== null)).toHaveLength(1);
    expect(await t.deps.db.select().from(tenants)).toHaveLength(1);
    expect(await seedDemoIfEmpty(t.deps.db, t.deps.clock)).toBeNull();
  });
});
