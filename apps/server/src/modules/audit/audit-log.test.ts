import { beforeAll, describe, expect, it } from 'vitest';
import { buildTenant, buildUser } from '../../../test/factories.ts';
import { signIn, signInNewUser } from '../../../test/sign-in.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import type { Tenant, User } from '../../db/schema/index.ts';
import type { Actor } from '../../lib/actor.ts';
import { recordAdminAction } from './record-admin-action.ts';

const actorFor = (user: User, impersonatorId: string | null = null): Actor => ({
  tenantId: user.tenantId,
  userId: user.id,
  accountId: user.accountId,
  role: user.role,
  scopes: [],
  isStaff: user.role !== 'Student',
  impersonatorId,
  schoolTimeZone: 'UTC',
});

describe('the audit log (GET /api/admin/audit-log)', () => {
  let tenant: Tenant;
  let other: Tenant;
  let admin: User;
  let adminHeaders: Record<string, string>;
  const t = useTestApp();
  beforeAll(async () => {
    tenant = await buildTenant(t.deps.db);
    other = await buildTenant(t.deps.db);
    admin = await buildUser(t.deps.db, tenant, {
      role: 'Administrator',
      firstName: 'Ada',
      lastName: 'Admin',
    });
    adminHeaders = (await signIn(t, admin)).headers;
  });

  const list = (query: string, headers = adminHeaders) =>
    t.app.inject({ url: `/api/admin/audit-log${query}`, headers });

  it('records an action inside the caller’s transaction: a rolled back action leaves no record', async () => {
    const target = await buildUser(t.deps.db, tenant);
    await t.deps.db.transaction(async (tx) => {
      await recordAdminAction(tx, actorFor(admin), {
        action: 'user.update',
        targetType: 'user',
        targetId: target.id,
        before: { isTutor: false },
        after: { isTutor: true },
      });
    });
    await expect(
      t.deps.db.transaction(async (tx) => {
        await recordAdminAction(tx, actorFor(admin), {
          action: 'user.delete',
          targetType: 'user',
          targetId: target.id,
        });
        throw new Error('the action failed');
      }),
    ).rejects.toThrow('the action failed');

    const res = await list(`?SearchValue=${target.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      total: 1,
      items: [
        {
          action: 'user.update',
          actor: { id: admin.id, name: 'Ada Admin', email: admin.email },
          impersonator: null,
          targetType: 'user',
          targetId: target.id,
          before: { isTutor: false },
          after: { isTutor: true },
        },
      ],
    });
  });

  it('filters by action, actor (as actor or impersonator) and date range, newest first, paged', async () => {
    const second = await buildUser(t.deps.db, tenant, { role: 'Administrator' });
    const base = { targetType: 'tenant', targetId: null } as const;
    await recordAdminAction(t.deps.db, actorFor(second), { ...base, action: 'tenant.update' });
    await recordAdminAction(t.deps.db, actorFor(second, admin.id), { ...base, action: 'tenant.update' });

    const bySecond = (await list(`?actorId=${second.id}`)).json();
    expect(bySecond.total).toBe(2);
    expect(bySecond.items[0].impersonator).toMatchObject({ id: admin.id });
    const byAdmin = (await list(`?actorId=${admin.id}&action=tenant.update`)).json();
    expect(byAdmin.total).toBe(1);
    expect(byAdmin.items[0].actor.id).toBe(second.id);

    const future = new Date(Date.now() + 3_600_000).toISOString();
    const past = new Date(Date.now() - 3_600_000).toISOString();
    expect((await list(`?from=${encodeURIComponent(future)}`)).json().total).toBe(0);
    expect((await list(`?to=${encodeURIComponent(past)}`)).json().total).toBe(0);
    const all = (await list(`?from=${encodeURIComponent(past)}&to=${encodeURIComponent(future)}`)).json();
    expect(all.total).toBeGreaterThanOrEqual(3);
    const times = all.items.map((e: { createdAt: string }) => e.createdAt);
    expect([...times].sort().reverse()).toEqual(times);

    const page = (await list('?Skip=1&Take=1')).json();
    expect(page.items).toHaveLength(1);
    expect(page.total).toBe(all.total);
    const beyond = (await list('?Skip=500&Take=10')).json();
    expect(beyond).toEqual({ items: [], total: all.total });
  });

  it('shows the impersonation and what the administrator wrote as the user', async () => {
    const student = await buildUser(t.deps.db, tenant);
    const since = encodeURIComponent(new Date().toISOString());
    const started = await t.app.inject({
      method: 'POST',
      url: `/api/authentication/impersonate/${student.id}`,
      headers: adminHeaders,
    });
    expect(started.statusCode).toBe(200);
    const asStudent = { authorization: `Bearer ${started.json().tokenId}`, host: tenant.hosts[0]! };
    const wrote = await t.app.inject({
      method: 'PUT',
      url: '/api/user/locale',
      headers: asStudent,
      payload: { locale: 'en' },
    });
    expect(wrote.statusCode).toBe(200);

    const entries = (await list(`?actorId=${admin.id}&from=${since}`)).json().items;
    expect(entries.map((e: { action: string }) => e.action)).toEqual([
      'impersonation.write',
      'impersonation.start',
    ]);
    expect(entries[0]).toMatchObject({
      actor: { id: student.id },
      impersonator: { id: admin.id },
      targetType: 'route',
      targetId: 'PUT /api/user/locale',
    });
    expect(entries[1]).toMatchObject({
      actor: { id: admin.id },
      impersonator: null,
      targetId: student.id,
      targetLabel: `${student.firstName} ${student.lastName} (${student.email})`,
    });
    // The target's e-mail finds the entry too.
    const found = (
      await list(`?SearchValue=${encodeURIComponent(student.email)}&action=impersonation.start`)
    ).json();
    expect(found.items.map((e: { targetId: string }) => e.targetId)).toEqual([student.id]);
  });

  it('is for administrators of the tenant only; bad filters are refused', async () => {
    const professor = await signInNewUser(t, tenant, { role: 'Professor' });
    const student = await signInNewUser(t, tenant);
    expect((await list('', professor)).statusCode).toBe(403);
    expect((await list('', student)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ url: '/api/admin/audit-log', headers: { host: tenant.hosts[0]! } })).statusCode,
    ).toBe(401);

    const otherAdmin = (await signIn(t, await buildUser(t.deps.db, other, { role: 'Administrator' })))
      .headers;
    expect((await list('', otherAdmin)).json()).toEqual({ items: [], total: 0 });

    for (const bad of ['?action=user.fly', '?actorId=nope', '?from=yesterday', '?Take=1000']) {
      const res = await list(bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().code).toBe('invalid');
    }
  });
});
