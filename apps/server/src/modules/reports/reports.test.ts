import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { buildTenant, buildUser } from '../../../test/factories.ts';
import { signIn, signInNewUser } from '../../../test/sign-in.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import { createDatabase } from '../../db/database.ts';
import { newId } from '../../db/new-id.ts';
import {
  activityEvents,
  ledgerEntries,
  payments,
  type Tenant,
  tenants,
  tutoringSessions,
  type User,
} from '../../db/schema/index.ts';
import { recordActivity } from '../activity/index.ts';

const DAY = '2026-03-10';
const at = (time: string, day = DAY) => new Date(`${day}T${time}Z`);
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

describe('activity reports (POST /api/reports/{suffix})', () => {
  let tenant: Tenant;
  let other: Tenant;
  let ana: User;
  let beto: User;
  let stranger: User;
  let staff: Record<string, string>;
  let admin: Record<string, string>;
  let student: Record<string, string>;

  const post = (suffix: string, payload: object, headers = staff) =>
    t.app.inject({ method: 'POST', url: `/api/reports/${suffix}`, headers, payload });
  const event = (
    user: User,
    kind: Parameters<typeof recordActivity>[1]['kind'],
    time: Date,
    detail?: object,
  ) =>
    recordActivity(t.deps.db, {
      tenantId: user.tenantId,
      userId: user.id,
      kind,
      resourceType: 'chapter',
      resourceId: newId(),
      at: time,
      ...(detail ? { detail: detail as Record<string, unknown> } : {}),
    });

  const t = useTestApp();
  beforeAll(async () => {
    tenant = await buildTenant(t.deps.db);
    other = await buildTenant(t.deps.db);
    ana = await buildUser(t.deps.db, tenant, { firstName: 'Ana', lastName: 'Núñez' });
    beto = await buildUser(t.deps.db, tenant, { firstName: '=HYPERLINK("x")', lastName: 'Beto' });
    stranger = await buildUser(t.deps.db, other, { firstName: 'Otro', lastName: 'Inquilino' });
    const professor = await buildUser(t.deps.db, tenant, { role: 'Professor' });
    staff = (await signIn(t, professor)).headers;
    admin = (await signIn(t, await buildUser(t.deps.db, tenant, { role: 'Administrator' }))).headers;
    student = (await signIn(t, ana)).headers;
    // Ana: 10:00, 10:02 (+120 s), 10:03 (+60 s), 11:00 (a new session: 60 s), 11:01 (+60 s) → 360 s.
    await event(ana, 'lesson.viewed', at('10:00:00'));
    await event(ana, 'exercise.checked', at('10:02:00'), { correct: true, score: 100 });
    await event(ana, 'exercise.checked', at('10:03:00'), { correct: false, score: 0 });
    await event(ana, 'lesson.completed', at('11:00:00'));
    await event(ana, 'exam.submitted', at('11:01:00'), { score: 80, passed: true });
    // Beto: two events in one statement (the trigger sums a statement's rows together).
    await t.deps.db.insert(activityEvents).values([
      {
        id: newId(),
        tenantId: tenant.id,
        userId: beto.id,
        kind: 'review.rated',
        resourceType: 'review-card',
        resourceId: newId(),
        createdAt: at('09:00:00'),
      },
      {
        id: newId(),
        tenantId: tenant.id,
        userId: beto.id,
        kind: 'review.rated',
        resourceType: 'review-card',
        resourceId: newId(),
        createdAt: at('09:01:30'),
      },
    ]);
    await event(stranger, 'lesson.completed', at('12:00:00'));
  });

  it('answers 403 to a student for every report', async () => {
    for (const suffix of [
      'user-activity',
      'most-active-users',
      'account-activity',
      'staff-home',
      'user-activity/csv',
    ]) {
      const res = await post(suffix, { from: DAY, to: DAY }, student);
      expect(res.statusCode, suffix).toBe(403);
    }
    const users = await t.app.inject({ url: '/api/reports/users', headers: student });
    expect(users.statusCode).toBe(403);
  });

  it('sums the chosen users’ day from the roll-ups: study time, lessons, accuracy, exam score', async () => {
    const res = await post('user-activity', { from: DAY, to: DAY, userIds: [ana.id, beto.id] });
    expect(res.statusCode).toBe(200);
    const report = res.json();
    expect(report.granularity).toBe('day');
    expect(report.series).toHaveLength(1);
    expect(report.totals).toMatchObject({
      activeUsers: 2,
      studyMinutes: 9, // Ana 360 s (the exam a minute after the lesson: +60 s), Beto 60 s + 90 s: 510 s
      lessonsOpened: 1,
      lessonsCompleted: 1,
      exercisesRight: 1,
      exercisesWrong: 1,
      examsSubmitted: 1,
      examsPassed: 1,
      averageExamScore: 80,
      reviews: 2,
      accuracy: 50,
    });
    const anaRow = report.users.find((u: { id: string }) => u.id === ana.id);
    expect(anaRow).toMatchObject({ studyMinutes: 6, accuracy: 50, averageExamScore: 80, lastActiveOn: DAY });
  });

  it('never counts another tenant: its users are ignored and its events are not in the totals', async () => {
    const chosen = await post('user-activity', { from: DAY, to: DAY, userIds: [stranger.id] });
    expect(chosen.json().totals.lessonsCompleted).toBe(0);
    expect(chosen.json().users).toEqual([]);
    const all = await post('user-activity', { from: DAY, to: DAY });
    expect(all.json().totals).toMatchObject({ activeUsers: 2, lessonsCompleted: 1, reviews: 2 });
    const timeline = await post('user-timeline', { from: DAY, to: DAY, userId: stranger.id });
    expect(timeline.statusCode).toBe(404);
  });

  it('a rebuild of the day from the raw events gives the same roll-ups (the job can be re-run)', async () => {
    const before = (await post('user-activity', { from: DAY, to: DAY, userIds: [ana.id, beto.id] })).json();
    await t.deps.db.execute(sql`select puente_rebuild_activity(${DAY}::date, ${DAY}::date)`);
    await t.deps.db.execute(sql`select puente_rebuild_activity(${DAY}::date, ${DAY}::date)`);
    const after = (await post('user-activity', { from: DAY, to: DAY, userIds: [ana.id, beto.id] })).json();
    expect(after).toEqual(before);
  });

  it('shows one user’s timeline, newest first', async () => {
    const res = await post('user-timeline', { from: DAY, to: DAY, userId: ana.id });
    expect(res.statusCode).toBe(200);
    const { events } = res.json();
    expect(events.map((e: { kind: string }) => e.kind)).toEqual([
      'exam.submitted',
      'lesson.completed',
      'exercise.checked',
      'exercise.checked',
      'lesson.viewed',
    ]);
  });

  it('validates the range: from after to, or over ten years, is a 400 with the rule’s code', async () => {
    const reversed = await post('user-activity', { from: '2026-03-11', to: '2026-03-10' });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.body).toContain('lessthanorequal');
    const tooLong = await post('most-active-users', { from: '2010-01-01', to: '2026-01-01' });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.body).toContain('report.range-too-long');
    const badUser = await post('user-activity', { from: DAY, to: DAY, userIds: ['nope'] });
    expect(badUser.statusCode).toBe(400);
  });

  it('answers a ten-year range by month, and an empty range with zeros', async () => {
    const long = await post('user-activity', { from: '2017-01-01', to: '2026-12-31' });
    expect(long.statusCode).toBe(200);
    expect(long.json().granularity).toBe('month');
    expect(long.json().series).toHaveLength(120);
    expect(long.json().totals.reviews).toBe(2);
    const quiet = await post('user-activity', { from: '2020-01-01', to: '2020-01-01' });
    expect(quiet.json().totals).toMatchObject({ activeUsers: 0, studyMinutes: 0, accuracy: null });
  });

  it('ranks users by the chosen measure, over whole months and partial days alike', async () => {
    const byReviews = await post('most-active-users', {
      from: '2026-02-15',
      to: '2026-04-20',
      measure: 'reviews',
    });
    expect(byReviews.statusCode).toBe(200);
    expect(byReviews.json().rows).toEqual([
      expect.objectContaining({ rank: 1, userId: beto.id, value: 2, reviews: 2 }),
    ]);
    const byStudy = await post('most-active-users', {
      from: '2026-03-01',
      to: '2026-03-31',
      measure: 'studyTime',
      limit: 1,
    });
    expect(byStudy.json().rows).toEqual([expect.objectContaining({ rank: 1, userId: ana.id, value: 6 })]);
    const byCourse = await post('most-active-users', { from: DAY, to: DAY, courseId: newId() });
    expect(byCourse.json().rows).toEqual([]);
  });

  it('counts a sign-in in the same statement as its session', async () => {
    const today = isoDay(new Date());
    const before = (await post('user-activity', { from: today, to: today, userIds: [beto.id] })).json();
    await signIn(t, beto);
    const after = (await post('user-activity', { from: today, to: today, userIds: [beto.id] })).json();
    expect(after.totals.signIns).toBe(before.totals.signIns + 1);
  });

  it('reports an account’s money: installments, payments, balance over time and its overdue age', async () => {
    const accountId = ana.accountId!;
    const posted = daysAgo(40);
    await t.deps.db.insert(ledgerEntries).values({
      tenantId: tenant.id,
      accountId,
      kind: 'installment',
      amountCents: 10_000,
      installmentNo: 1,
      dueDate: isoDay(posted),
      createdAt: posted,
    });
    const [payment] = await t.deps.db
      .insert(payments)
      .values({
        tenantId: tenant.id,
        accountId,
        idempotencyKey: newId(),
        providerIdempotencyKey: newId(),
        customerId: 'cus_x',
        paymentMethodId: 'pm_x',
        amountCents: 3_000,
      })
      .returning();
    await t.deps.db.update(payments).set({ status: 'succeeded' }).where(eq(payments.id, payment!.id));
    await t.deps.db.insert(ledgerEntries).values({
      tenantId: tenant.id,
      accountId,
      kind: 'payment',
      amountCents: 3_000,
      paymentId: payment!.id,
    });
    const res = await post('account-activity', { from: isoDay(daysAgo(60)), to: isoDay(new Date()) }, admin);
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json();
    expect(report.totals).toMatchObject({
      installmentsCents: 10_000,
      installmentsPosted: 1,
      paymentsCents: 3_000,
      paymentsMade: 1,
      openingBalanceCents: 0,
      closingBalanceCents: 7_000,
    });
    expect(report.series.at(-1).balanceCents).toBe(7_000);
    expect(report.ageing).toEqual([
      { bucket: '0-30', accounts: 0, amountCents: 0 },
      { bucket: '31-60', accounts: 1, amountCents: 7_000 },
      { bucket: '60+', accounts: 0, amountCents: 0 },
    ]);
    expect(report.overdue[0]).toMatchObject({ accountId, amountCents: 7_000, daysOverdue: 40 });
    // The payment is an event of the account's holder.
    const today = isoDay(new Date());
    const timeline = (await post('user-timeline', { from: today, to: today, userId: ana.id }, admin)).json();
    expect(timeline.events.map((e: { kind: string }) => e.kind)).toContain('payment.made');
    const home = (await post('staff-home', {}, admin)).json();
    expect(home).toMatchObject({ overdueAccounts: 1, overdueCents: 7_000, paymentsToday: 1 });
    const foreign = await post(
      'account-activity',
      { from: DAY, to: DAY, accountId: stranger.accountId },
      admin,
    );
    expect(foreign.statusCode).toBe(404);

    // Money is the administrator's: a professor sees the learning figures only.
    for (const suffix of ['account-activity', 'account-activity/csv']) {
      const refused = await post(suffix, { from: DAY, to: DAY, accountId });
      expect([refused.statusCode, refused.json().code], suffix).toEqual([403, 'system.forbidden']);
    }
    const professorHome = (await post('staff-home', {})).json();
    expect(professorHome).toMatchObject({ activeStudentsThisWeek: home.activeStudentsThisWeek });
    for (const key of ['overdueAccounts', 'overdueCents', 'paymentsToday', 'paymentsTodayCents'])
      expect(professorHome, key).not.toHaveProperty(key);
    const professorTimeline = (
      await post('user-timeline', { from: today, to: today, userId: ana.id })
    ).json();
    expect(professorTimeline.events.map((e: { kind: string }) => e.kind)).not.toContain('payment.made');
  });

  it("counts today's tutoring sessions on the staff home only where tutoring is on", async () => {
    const off = await buildTenant(t.deps.db);
    const offStaff = await signInNewUser(t, off, { role: 'Administrator' });
    expect((await post('staff-home', {}, offStaff)).json().tutoringSessionsToday).toBeNull();

    const on = await buildTenant(t.deps.db);
    await t.deps.db.update(tenants).set({ tutoringEnabled: true }).where(eq(tenants.id, on.id));
    const tutor = await buildUser(t.deps.db, on, { role: 'Professor' });
    const learner = await buildUser(t.deps.db, on);
    const onStaff = await signInNewUser(t, on, { role: 'Administrator' });
    expect((await post('staff-home', {}, onStaff)).json().tutoringSessionsToday).toBe(0);
    const today = isoDay(new Date());
    const session = (start: string, status: 'booked' | 'cancelled', day = today) => ({
      id: newId(),
      tenantId: on.id,
      tutorId: tutor.id,
      studentId: learner.id,
      startsAt: new Date(`${day}T${start}:00Z`),
      endsAt: new Date(new Date(`${day}T${start}:00Z`).getTime() + 30 * 60_000),
      status,
      studentTimeZone: 'America/Bogota',
    });
    await t.deps.db
      .insert(tutoringSessions)
      .values([
        session('08:00', 'booked'),
        session('08:00', 'cancelled'),
        session('12:00', 'booked', isoDay(daysAgo(-2))),
      ]);
    expect((await post('staff-home', {}, onStaff)).json().tutoringSessionsToday).toBe(1);
  });

  it('exports CSV with a byte order mark, translated headers, accents intact and formulas neutralised', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/reports/user-activity/csv',
      headers: { ...staff, 'accept-language': 'es' },
      payload: { from: DAY, to: DAY, userIds: [ana.id, beto.id] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('user-activity.csv');
    const raw = res.rawPayload;
    expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = raw.subarray(3).toString('utf8');
    expect(text.split('\n')[0]).toContain('Minutos de estudio');
    expect(text).toContain('Ana Núñez');
    expect(text).toContain(`"'=HYPERLINK(""x"") Beto"`);
    expect(text).not.toMatch(/(^|,)=HYPERLINK/m);
    // The headers follow the user's language, as the screen does.
    const english = await buildUser(t.deps.db, tenant, { role: 'Administrator', preferredLocale: 'en' });
    const en = await t.app.inject({
      method: 'POST',
      url: '/api/reports/most-active-users/csv',
      headers: (await signIn(t, english)).headers,
      payload: { from: DAY, to: DAY, measure: 'reviews' },
    });
    expect(en.rawPayload.subarray(3).toString('utf8').split('\n')[0]).toBe(
      'Rank,User,E-mail,Study minutes,Lessons completed,Reviews,Sign-ins',
    );
  });

  it('lists the tenant’s users to pick, a page at a time', async () => {
    const res = await t.app.inject({
      url: '/api/reports/users?SearchValue=n%C3%BA%C3%B1ez&Take=5',
      headers: staff,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().items.map((u: { id: string }) => u.id)).toContain(ana.id);
    expect(JSON.stringify(res.json())).not.toContain(stranger.id);
  });
});

describe('reports on a read replica (DATABASE_READ_URL)', () => {
  it('read through the second connection string’s pool, not the main one', async () => {
    const main = await buildTestApp();
    const url = (main.deps.database.pool as unknown as { options: { connectionString: string } }).options
      .connectionString;
    const replica = await createDatabase({
      url: `${url}${url.includes('?') ? '&' : '?'}application_name=puente_reports`,
    });
    let replicaQueries = 0;
    replica.pool.on('acquire', () => replicaQueries++);
    const t = await buildTestApp({ database: main.deps.database, deps: { readDb: replica.db } });
    try {
      const tenant = await buildTenant(t.deps.db);
      const professor = await buildUser(t.deps.db, tenant, { role: 'Professor' });
      const { headers } = await signIn(t, professor);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/reports/user-activity',
        headers,
        payload: { from: '2026-01-01', to: '2026-01-31' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().totals.signIns).toBe(0);
      expect(replicaQueries).toBeGreaterThan(0);
    } finally {
      await t.close();
      await replica.close();
      await main.close();
    }
  });
});

describe('most active users and learners (students only unless staff are asked for)', () => {
  const RANK_DAY = '2026-05-12';
  let tenant: Tenant;
  let admin: Record<string, string>;
  const learners: Record<string, User> = {};
  const staffUsers: Record<string, User> = {};

  const t = useTestApp();
  const post = (suffix: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/reports/${suffix}`, headers: admin, payload });
  /** `n` events of a kind, one a minute from 08:00 (one statement, as a batch of the trigger). */
  const events = (user: User, kind: string, n: number, resourceType = 'chapter') =>
    t.deps.db.insert(activityEvents).values(
      Array.from({ length: n }, (_, i) => ({
        id: newId(),
        tenantId: tenant.id,
        userId: user.id,
        kind: kind as 'lesson.viewed',
        resourceType: resourceType as 'chapter',
        resourceId: newId(),
        createdAt: at(`08:${String(i).padStart(2, '0')}:00`, RANK_DAY),
      })),
    );
  const ranking = async (measure: string, extra: object = {}) =>
    (await post('most-active-users', { from: RANK_DAY, to: RANK_DAY, measure, ...extra })).json().rows as {
      rank: number;
      name: string;
      value: number;
    }[];

  beforeAll(async () => {
    tenant = await buildTenant(t.deps.db);
    const adminUser = await buildUser(t.deps.db, tenant, {
      role: 'Administrator',
      firstName: 'Admin',
      lastName: 'Escuela',
    });
    admin = (await signIn(t, adminUser)).headers;
    // Created (and so stored) in this order; their activity ranks them otherwise.
    for (const name of ['Ana', 'Bruno', 'Carla', 'Diego', 'Elena', 'Fabián'])
      learners[name] = await buildUser(t.deps.db, tenant, { firstName: name, lastName: 'Alumno' });
    for (const name of ['Pilar', 'Quique'])
      staffUsers[name] = await buildUser(t.deps.db, tenant, {
        role: 'Professor',
        firstName: name,
        lastName: 'Profe',
      });
    staffUsers.Admin = adminUser;
    await events(learners.Ana!, 'user.signed-in', 1);
    // New activity: sign-ins 2, 3, 3, 5, 1, 4 (Carla and Diego tie: by name), the staff more than anyone.
    const signIns: [User, number][] = [
      [learners.Ana!, 1],
      [learners.Bruno!, 3],
      [learners.Carla!, 3],
      [learners.Diego!, 5],
      [learners.Elena!, 1],
      [learners.Fabián!, 4],
      [staffUsers.Admin, 9],
      [staffUsers.Pilar!, 7],
      [staffUsers.Quique!, 6],
    ];
    for (const [user, n] of signIns) await events(user, 'user.signed-in', n);
    // Lessons: Fabián 4, Elena 3, Bruno 2, Ana 1 (the reverse of their creation, but Bruno).
    for (const [name, n] of [
      ['Fabián', 4],
      ['Elena', 3],
      ['Bruno', 2],
      ['Ana', 1],
    ] as const)
      await events(learners[name]!, 'lesson.completed', n);
    // Reviews: Elena 5, Carla 2, Ana 2 (a tie: Ana first).
    for (const [name, n] of [
      ['Elena', 5],
      ['Carla', 2],
      ['Ana', 2],
    ] as const)
      await events(learners[name]!, 'review.rated', n, 'review-card');
    // The statistics autovacuum gathers after new activity: the planner may then join in another order.
    await t.deps.db.execute(sql`analyze users, activity_user_days, activity_user_months`);
  });

  it('ranks on every measure from the most to the least, ties by name (table and CSV alike)', async () => {
    const names = (rows: { name: string }[]) => rows.map((r) => r.name.split(' ')[0]);
    expect(names(await ranking('lessons'))).toEqual(['Fabián', 'Elena', 'Bruno', 'Ana']);
    expect(names(await ranking('reviews'))).toEqual(['Elena', 'Ana', 'Carla']);
    const logins = await ranking('logins');
    expect(names(logins)).toEqual(['Diego', 'Fabián', 'Bruno', 'Carla', 'Ana', 'Elena']);
    expect(logins.map((r) => r.value)).toEqual([5, 4, 3, 3, 2, 1]);
    expect(logins.map((r) => r.rank)).toEqual([1, 2, 3, 4, 5, 6]);
    // Study time: a minute between each of a user's events of a session.
    const study = await ranking('studyTime');
    expect(study.map((r) => r.value)).toEqual([...study.map((r) => r.value)].sort((a, b) => b - a));
    expect(names(await ranking('logins', { limit: 3 }))).toEqual(['Diego', 'Fabián', 'Bruno']);
    const csv = await post('most-active-users/csv', { from: RANK_DAY, to: RANK_DAY, measure: 'logins' });
    const lines = csv.rawPayload.subarray(3).toString('utf8').trim().split('\n').slice(1);
    expect(lines.map((line) => line.split(',')[1]?.split(' ')[0])).toEqual(names(logins));
  });

  it('counts students only: staff are neither ranked nor active users unless asked for', async () => {
    const logins = await ranking('logins', { includeStaff: true });
    expect(logins.slice(0, 3).map((r) => r.name.split(' ')[0])).toEqual(['Admin', 'Pilar', 'Quique']);
    expect(logins).toHaveLength(9);
    const activity = await post('user-activity', { from: RANK_DAY, to: RANK_DAY });
    expect(activity.json().totals).toMatchObject({ activeUsers: 6, signIns: 18 });
    expect(activity.json().series[0]).toMatchObject({ activeUsers: 6, signIns: 18 });
    const all = await post('user-activity', { from: RANK_DAY, to: RANK_DAY, includeStaff: true });
    expect(all.json().totals).toMatchObject({ activeUsers: 9, signIns: 40 });
    // By month (a long range): the same learners.
    const long = await post('user-activity', { from: '2026-01-15', to: '2026-06-10' });
    expect(long.json().granularity).toBe('month');
    expect(long.json().totals).toMatchObject({ activeUsers: 6, signIns: 18 });
    expect(long.json().series.find((p: { period: string }) => p.period === '2026-05-01')).toMatchObject({
      activeUsers: 6,
      signIns: 18,
    });
    const longAll = await post('user-activity', { from: '2026-01-15', to: '2026-06-10', includeStaff: true });
    expect(longAll.json().totals).toMatchObject({ activeUsers: 9, signIns: 40 });
  });

  it("filters by class: the class's students only, by day and by month; another school's class is not found", async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/classes',
      headers: admin,
      payload: {
        name: 'Grupo B',
        teacherIds: [staffUsers.Pilar!.id],
        studentIds: [learners.Bruno!.id, learners.Diego!.id],
        courseIds: [],
      },
    });
    expect(created.statusCode).toBe(201);
    const classId = created.json().id as string;
    const names = (rows: { name: string }[]) => rows.map((r) => r.name.split(' ')[0]);
    expect(names(await ranking('logins', { classId }))).toEqual(['Diego', 'Bruno']);
    // Staff asked for: the class's teacher too, nobody else's staff.
    expect(names(await ranking('logins', { classId, includeStaff: true }))).toEqual([
      'Pilar',
      'Diego',
      'Bruno',
    ]);
    const day = await post('user-activity', { from: RANK_DAY, to: RANK_DAY, classId });
    expect(day.json().totals).toMatchObject({ activeUsers: 2, signIns: 8 });
    const month = await post('user-activity', { from: '2026-01-15', to: '2026-06-10', classId });
    expect(month.json().totals).toMatchObject({ activeUsers: 2, signIns: 8 });
    const other = await buildTenant(t.deps.db);
    const otherAdmin = (await signIn(t, await buildUser(t.deps.db, other, { role: 'Administrator' })))
      .headers;
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/reports/most-active-users',
      headers: otherAdmin,
      payload: { from: RANK_DAY, to: RANK_DAY, measure: 'logins', classId },
    });
    expect([foreign.statusCode, foreign.json().code]).toEqual([404, 'class.not-found']);
  });
});
