import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTenant, buildUser } from '../../../test/factories.ts';
import { signIn } from '../../../test/sign-in.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import { newId } from '../../db/new-id.ts';
import { ledgerEntries, type Tenant, type User } from '../../db/schema/index.ts';
import { recordActivity } from '../activity/index.ts';

/** Report days are the school's days (decision 0136): Bogotá is UTC-5. */
describe("report days in the school's time zone", () => {
  const t = useTestApp();
  let school: Tenant;
  let ana: User;
  let staff: Record<string, string>;
  let admin: Record<string, string>;
  // 23:30 on 9 March in Bogotá: already 10 March in UTC.
  const lateEvening = new Date('2026-03-10T04:30:00Z');
  const post = (suffix: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/reports/${suffix}`, headers: staff, payload });
  const day = (d: string) => ({ from: d, to: d });

  beforeAll(async () => {
    school = await buildTenant(t.deps.db, { timeZone: 'America/Bogota' });
    ana = await buildUser(t.deps.db, school);
    staff = (await signIn(t, await buildUser(t.deps.db, school, { role: 'Professor' }))).headers;
    admin = (await signIn(t, await buildUser(t.deps.db, school, { role: 'Administrator' }))).headers;
    await recordActivity(t.deps.db, {
      tenantId: school.id,
      userId: ana.id,
      kind: 'lesson.completed',
      resourceType: 'chapter',
      resourceId: newId(),
      at: lateEvening,
    });
    await t.deps.db.insert(ledgerEntries).values({
      tenantId: school.id,
      accountId: ana.accountId!,
      kind: 'adjustment',
      amountCents: 2_500,
      reason: 'Material',
      createdAt: lateEvening,
    });
  });

  it('counts an activity at 23:30 local on the local day, not the UTC one', async () => {
    const evening = (await post('user-activity', { ...day('2026-03-09'), userIds: [ana.id] })).json();
    expect(evening.totals).toMatchObject({ activeUsers: 1, lessonsCompleted: 1 });
    expect(evening.users[0]).toMatchObject({ id: ana.id, lastActiveOn: '2026-03-09' });
    const utcDay = (await post('user-activity', { ...day('2026-03-10'), userIds: [ana.id] })).json();
    expect(utcDay.totals).toMatchObject({ activeUsers: 0, lessonsCompleted: 0 });
    const timeline = (await post('user-timeline', { ...day('2026-03-09'), userId: ana.id })).json();
    expect(timeline.events.map((e: { kind: string }) => e.kind)).toEqual(['lesson.completed']);
    // A rebuild from the raw events files it on the same day.
    await t.deps.db.execute(sql`select puente_rebuild_activity('2026-03-09'::date, '2026-03-10'::date)`);
    const rebuilt = (await post('user-activity', { ...day('2026-03-09'), userIds: [ana.id] })).json();
    expect(rebuilt.totals).toEqual(evening.totals);
  });

  it("files the money of 23:30 local on the local day, and re-files it when the school's zone changes", async () => {
    // Money is the administrator's (the finance scope).
    const money = async (d: string) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/reports/account-activity',
          headers: admin,
          payload: { ...day(d), accountId: ana.accountId },
        })
      ).json().totals.adjustmentsCents;
    expect([await money('2026-03-09'), await money('2026-03-10')]).toEqual([2_500, 0]);
    const settings = (await t.app.inject({ url: '/api/admin/tenant-settings', headers: admin })).json();
    const { secretKeyConfigured: _s, serverProvider: _p, updatedAt: _u, ...edit } = settings;
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/tenant-settings',
      headers: admin,
      payload: { ...edit, timeZone: 'UTC' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().timeZone).toBe('UTC');
    expect([await money('2026-03-09'), await money('2026-03-10')]).toEqual([0, 2_500]);
  });
});
