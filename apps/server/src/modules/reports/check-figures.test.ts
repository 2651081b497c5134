import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories.ts';
import { signIn } from '../../../test/sign-in.ts';
import { TestClock } from '../../../test/test-clock.ts';
import { useTwoSchools } from '../../../test/use-school.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import { newId } from '../../db/new-id.ts';
import { exercises, type User } from '../../db/schema/index.ts';
import { recordActivity } from '../activity/index.ts';

// Every figure that counts exercise checks, over the same generated study, must stay what it was when a check
// wrote an 'exercise.checked' event beside its attempt (decision 0167). The fixture was written by that code
// (this test, run on the commit before the change) and is never rewritten by it: a figure that moves fails.
describe('the figures of exercise checks in every report', () => {
  const clock = new TestClock('2026-05-04T09:00:00.000Z');
  const t = useTestApp({ clock });
  const { a } = useTwoSchools(t);
  const labels = new Map<string, string>();
  const students: { user: User; headers: Record<string, string> }[] = [];
  let ids: Record<string, string> = {};

  const check = (headers: Record<string, string>, type: string, answer: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/exercises/${ids[type]}/check`,
      headers,
      payload: { answer: { type, ...answer } },
    });
  const right = { 'fill-in-blank': { blanks: ["don't", 'is'] }, listening: { text: 'school' } };
  const wrong = { 'fill-in-blank': { blanks: ['do', 'are'] }, listening: { text: 'eschool' } };

  beforeAll(async () => {
    const rows = await t.deps.db
      .select({ id: exercises.id, type: exercises.type, chapterId: exercises.chapterId })
      .from(exercises)
      .where(and(eq(exercises.tenantId, a.tenant.id), eq(exercises.courseId, a.courseId)));
    ids = Object.fromEntries(rows.map((row) => [row.type, row.id]));
    const chapterId = rows[0]!.chapterId;
    for (const [n, name] of ['Ana', 'Beto'].entries()) {
      const user = await buildUser(t.deps.db, a.tenant, { firstName: name, lastName: 'Prueba' });
      students.push({ user, headers: {} });
      labels.set(user.id, `student-${n + 1}`);
      labels.set(user.email, `student-${n + 1}@school`);
    }
    for (const [user, label] of [
      [a.student, 'school-student'],
      [a.staff, 'school-staff'],
    ] as const) {
      labels.set(user.id, label);
      labels.set(user.email, `${label}@school`);
    }
    labels.set(a.courseId, 'course');
    labels.set(chapterId, 'lesson');
    for (const [type, id] of Object.entries(ids)) labels.set(id, `exercise-${type}`);
    // Two school days and another month: sessions of checks with pauses under and over five minutes, checks
    // arriving together (one batch), checks between other learning events, and a day of one check only.
    const script: [string, number, string, 'right' | 'wrong' | 'lesson' | 'review'][] = [
      ['2026-04-28T10:00:00Z', 0, 'listening', 'right'],
      ['2026-05-04T09:00:00Z', 0, 'fill-in-blank', 'lesson'],
      ['2026-05-04T09:01:30Z', 0, 'fill-in-blank', 'wrong'],
      ['2026-05-04T09:02:10Z', 0, 'fill-in-blank', 'right'],
      ['2026-05-04T09:02:10Z', 1, 'listening', 'wrong'],
      ['2026-05-04T09:04:00Z', 0, 'listening', 'right'],
      ['2026-05-04T09:20:00Z', 0, 'listening', 'wrong'],
      ['2026-05-04T09:21:00Z', 0, 'fill-in-blank', 'review'],
      ['2026-05-04T09:22:00Z', 0, 'listening', 'right'],
      ['2026-05-04T23:59:30Z', 1, 'fill-in-blank', 'right'],
      ['2026-05-05T00:00:20Z', 1, 'fill-in-blank', 'wrong'],
      ['2026-05-05T00:03:00Z', 1, 'listening', 'lesson'],
      ['2026-05-05T00:04:00Z', 1, 'listening', 'right'],
      ['2026-05-05T15:00:00Z', 0, 'fill-in-blank', 'wrong'],
    ];
    for (const [index, [at]] of script.entries()) {
      if (script[index - 1]?.[0] === at) continue;
      // Signed in a second before (the clock jumps further than a session lives; no tie with a step).
      clock.set(new Date(Date.parse(at) - 1000));
      for (const student of students) student.headers = (await signIn(t, student.user)).headers;
      clock.set(at);
      // The steps of one instant arrive together (their checks share a batch, as under load).
      const together = script.filter((step) => step[0] === at);
      const answers = await Promise.all(
        together.map(([, w, ty, wh]) => step(students[w]!, ty, wh, at, chapterId)),
      );
      for (const status of answers) expect(status).toBe(200);
    }
    clock.set('2026-05-05T16:00:00Z');
  });

  async function step(
    student: { user: User; headers: Record<string, string> },
    type: string,
    what: 'right' | 'wrong' | 'lesson' | 'review',
    at: string,
    chapterId: string,
  ) {
    if (what === 'lesson' || what === 'review') {
      await recordActivity(t.deps.db, {
        tenantId: a.tenant.id,
        userId: student.user.id,
        kind: what === 'lesson' ? 'lesson.viewed' : 'review.rated',
        resourceType: what === 'lesson' ? 'chapter' : 'review-card',
        resourceId: what === 'lesson' ? chapterId : newId(),
        at: new Date(at),
      });
      return 200;
    }
    const answer = (what === 'right' ? right : wrong)[type as keyof typeof right];
    return (await check(student.headers, type, answer)).statusCode;
  }

  /** A figure's JSON with the run's ids and e-mails named (they differ from run to run). */
  const named = (value: unknown) => {
    let text = JSON.stringify(value, null, 2);
    for (const [raw, label] of labels) text = text.replaceAll(raw, label);
    return text.replace(/"id": "[0-9a-f-]{36}"/g, '"id": "…"');
  };

  it('keeps every report, the progress page and the day of study as they were', async () => {
    const staff = (await signIn(t, a.staff)).headers;
    for (const student of students) student.headers = (await signIn(t, student.user)).headers;
    const report = async (suffix: string, payload: object) => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/reports/${suffix}`,
        headers: staff,
        payload,
      });
      expect(res.statusCode, suffix).toBe(200);
      return res.json();
    };
    const userIds = students.map((s) => s.user.id);
    const figures: Record<string, unknown> = {
      userActivityDays: await report('user-activity', { from: '2026-04-27', to: '2026-05-06', userIds }),
      userActivityMonths: await report('user-activity', { from: '2026-01-01', to: '2026-05-31', userIds }),
      mostActive: Object.fromEntries(
        await Promise.all(
          ['studyTime', 'lessons', 'reviews', 'logins'].map(async (measure) => [
            measure,
            await report('most-active-users', { from: '2026-04-01', to: '2026-05-31', measure }),
          ]),
        ),
      ),
      timelines: await Promise.all(
        userIds.map((userId) => report('user-timeline', { from: '2026-04-01', to: '2026-05-31', userId })),
      ),
      progress: await Promise.all(
        students.map(async (s) => (await t.app.inject({ url: '/api/progress', headers: s.headers })).json()),
      ),
      myDay: await Promise.all(
        students.map(async (s) => (await t.app.inject({ url: '/api/my-day', headers: s.headers })).json()),
      ),
    };
    await expect(named(figures)).toMatchFileSnapshot('./__fixtures__/check-figures.json');
  });
});
