import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTenant, buildUser } from '../../../test/factories.ts';
import { droppedMails, newMailDropDir } from '../../../test/mail-drop.ts';
import { signIn } from '../../../test/sign-in.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import { adminActions, type Tenant, type User, users } from '../../db/schema/index.ts';

describe('bulk actions on the users (POST /api/admin/users/bulk/:action)', () => {
  const t = useTestApp(async () => ({ config: { MAIL_DROP_DIR: await newMailDropDir() } }));
  let tenant: Tenant;
  let admin: User;
  let headers: Record<string, string>;
  const bulk = (action: string, payload: object, as = headers) =>
    t.app.inject({ method: 'POST', url: `/api/admin/users/bulk/${action}`, headers: as, payload });
  const stateOf = async (ids: string[]) =>
    (await t.deps.db.select().from(users).where(inArray(users.id, ids))).map((u) => u.deactivatedAt !== null);

  beforeAll(async () => {
    tenant = await buildTenant(t.deps.db);
    admin = await buildUser(t.deps.db, tenant, { role: 'Administrator' });
    headers = (await signIn(t, admin)).headers;
  });

  it('deactivates the chosen users in one go, ends their sessions, and audits each', async () => {
    const chosen = await Promise.all([1, 2, 3].map(() => buildUser(t.deps.db, tenant)));
    const session = await signIn(t, chosen[0]!);
    const res = await bulk('deactivate', { ids: chosen.map((u) => u.id) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ count: 3 });
    expect(await stateOf(chosen.map((u) => u.id))).toEqual([true, true, true]);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/account/getmyaccount',
      headers: session.headers,
    });
    expect(me.statusCode).toBe(401);
    const audited = await t.deps.db
      .select()
      .from(adminActions)
      .where(eq(adminActions.targetId, chosen[1]!.id));
    expect(audited.map((a) => a.action)).toEqual(['user.deactivate']);
    // Again: nothing left to do.
    expect((await bulk('deactivate', { ids: chosen.map((u) => u.id) })).json()).toEqual({ count: 0 });
  });

  it('acts on "all matching" the filter', async () => {
    const tag = `lote${Date.now()}`;
    const matching = await Promise.all([1, 2].map(() => buildUser(t.deps.db, tenant, { lastName: tag })));
    const other = await buildUser(t.deps.db, tenant, { lastName: 'Aparte' });
    const res = await bulk('deactivate', { matching: { SearchValue: tag, role: 'Student' } });
    expect(res.json()).toEqual({ count: 2 });
    expect(await stateOf([...matching.map((u) => u.id), other.id])).toEqual(
      expect.arrayContaining([true, true, false]),
    );
    expect(await stateOf([other.id])).toEqual([false]);
  });

  it('refuses to deactivate the last active administrator, changing no one', async () => {
    const student = await buildUser(t.deps.db, tenant);
    const res = await bulk('deactivate', { ids: [student.id, admin.id] });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('user.last-administrator');
    expect(await stateOf([student.id, admin.id])).toEqual([false, false]);
  });

  it('invites again only those yet to sign in: a new temporary password by mail', async () => {
    const pending = await buildUser(t.deps.db, tenant, {
      email: `pendiente-${Date.now()}@example.test`,
      mustChangePassword: true,
      termsAcceptedAt: null,
    });
    const signedIn = await buildUser(t.deps.db, tenant);
    const res = await bulk('invite', { ids: [pending.id, signedIn.id] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ count: 1 });
    const mails = await droppedMails(t, pending.email);
    expect(mails).toHaveLength(1);
    expect(await droppedMails(t, signedIn.email)).toHaveLength(0);
    const [after] = await t.deps.db.select().from(users).where(eq(users.id, pending.id));
    expect(after!.passwordHash).not.toBe(pending.passwordHash);
  });

  it("never touches another tenant's users, and answers a bad body with a field error", async () => {
    const elsewhere = await buildUser(t.deps.db, await buildTenant(t.deps.db));
    expect((await bulk('deactivate', { ids: [elsewhere.id] })).json()).toEqual({ count: 0 });
    expect(await stateOf([elsewhere.id])).toEqual([false]);
    for (const payload of [{}, { ids: [elsewhere.id], matching: {} }, { ids: ['no-uuid'] }, { ids: [] }]) {
      const res = await bulk('deactivate', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('invalid');
    }
    expect((await bulk('delete', { ids: [elsewhere.id] })).statusCode).toBe(400);
    const student = await buildUser(t.deps.db, tenant);
    const forbidden = await bulk('deactivate', { ids: [student.id] }, (await signIn(t, student)).headers);
    expect(forbidden.statusCode).toBe(403);
  });
});
