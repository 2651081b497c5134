import { beforeAll, describe, expect, it } from 'vitest';
import { buildTenant, buildUser } from '../../../../test/factories.ts';
import { signIn } from '../../../../test/sign-in.ts';
import { useTestApp } from '../../../../test/use-test-app.ts';
import type { Tenant } from '../../../db/schema/index.ts';

describe('/api/admin/jobs', () => {
  const t = useTestApp();
  let school: Tenant;
  let platform: Tenant;
  let healthy = false;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    platform = await buildTenant(t.deps.db, { isDefault: true });
    school = await buildTenant(t.deps.db);
    t.deps.jobs.define({
      name: 'test.sync',
      retryLimit: 0,
      retryDelaySeconds: 1,
      handler: async () => {
        if (!healthy) throw new Error('the provider did not answer');
      },
    });
    ids.system = (await t.deps.jobs.send('test.sync', { tenantId: null }))!;
    ids.school = (await t.deps.jobs.send('test.sync', { tenantId: school.id }))!;
    ids.platform = (await t.deps.jobs.send('test.sync', { tenantId: platform.id }))!;
  });
  const headersOf = async (tenant: Tenant, role: 'Administrator' | 'Student' = 'Administrator') =>
    (await signIn(t, await buildUser(t.deps.db, tenant, { role }))).headers;
  const list = async (tenant: Tenant, query = '') =>
    t.app.inject({ url: `/api/admin/jobs${query}`, headers: await headersOf(tenant) });

  it("shows a school's administrators their school's jobs, failed with the last error; the platform's only to the default school's", async () => {
    const own = await list(school);
    expect(own.statusCode).toBe(200);
    expect(own.json().jobs).toEqual([
      {
        id: ids.school,
        name: 'test.sync',
        state: 'failed',
        system: false,
        retryCount: 0,
        retryLimit: 0,
        createdAt: expect.any(String),
        startedAt: expect.any(String),
        completedAt: expect.any(String),
        startAfter: expect.any(String),
        lastError: 'the provider did not answer',
      },
    ]);
    const all = (await list(platform, '?state=failed')).json().jobs as { id: string; system: boolean }[];
    expect(all.map((job) => job.id).sort()).toEqual([ids.system, ids.platform].sort());
    expect((await list(platform, '?state=completed')).json().jobs).toEqual([]);
    const student = await t.app.inject({
      url: '/api/admin/jobs',
      headers: await headersOf(school, 'Student'),
    });
    expect(student.statusCode).toBe(403);
  });

  it('"retry now" runs a failed job again; another school\'s job is not found', async () => {
    const foreign = await t.app.inject({
      method: 'POST',
      url: `/api/admin/jobs/${ids.system}/retry`,
      headers: await headersOf(school),
    });
    expect([foreign.statusCode, foreign.json().code]).toEqual([404, 'job.not-found']);
    healthy = true;
    const retried = await t.app.inject({
      method: 'POST',
      url: `/api/admin/jobs/${ids.school}/retry`,
      headers: await headersOf(school),
    });
    expect(retried.statusCode).toBe(204);
    await t.deps.jobs.idle();
    const [job] = (await list(school)).json().jobs;
    expect(job).toMatchObject({ id: ids.school, state: 'completed', retryCount: 1, lastError: null });
    // Not failed any more: nothing to retry.
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/admin/jobs/${ids.school}/retry`,
      headers: await headersOf(school),
    });
    expect(again.statusCode).toBe(404);
  });
});
