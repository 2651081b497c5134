import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories.ts';
import { signIn } from '../../../test/sign-in.ts';
import { queriesDuring, statementsDuring } from '../../../test/statements-during.ts';
import { MINUTE, TestClock } from '../../../test/test-clock.ts';
import { useTwoSchools } from '../../../test/use-school.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import { studyHabits, studyReminderClaims, users } from '../../db/schema/index.ts';
import type { MailMessage } from '../../lib/mailer.ts';
import { recordActivity } from '../activity/index.ts';
import { sendStudyReminders } from './index.ts';
import { PLACEMENT_QUESTIONS } from './placement/placement-questions.ts';
import { localNow, studentZone } from './student-day.ts';

const byId = new Map(PLACEMENT_QUESTIONS.map((question) => [question.id, question]));
type Headers = Record<string, string>;

describe('onboarding, goal, streak and study reminders', () => {
  // Thursday 5 March 2026.
  const clock = new TestClock('2026-03-05T12:00:00.000Z');
  const t = useTestApp({ clock });
  const { a, b } = useTwoSchools(t);
  const mails: MailMessage[] = [];
  beforeAll(() => {
    const queue = t.deps.mailer.queue.bind(t.deps.mailer);
    t.deps.mailer.queue = (message) => {
      mails.push(message);
      return queue(message);
    };
  });

  const newStudent = async (overrides: Parameters<typeof buildUser>[2] = {}) => {
    const user = await buildUser(t.deps.db, a.tenant, overrides);
    return { user, headers: (await signIn(t, user)).headers };
  };
  const myDay = async (headers: Headers) => {
    const res = await t.app.inject({ url: '/api/my-day', headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const answer = (headers: Headers, answers: { questionId: string; choice: number }[]) =>
    t.app.inject({ method: 'POST', url: '/api/onboarding/placement', headers, payload: { answers } });

  /** Takes the whole placement test through the API, right or wrong by the question's number. */
  async function takePlacement(headers: Headers, right: (index: number) => boolean) {
    const answers: { questionId: string; choice: number }[] = [];
    for (;;) {
      const res = await answer(headers, answers);
      expect(res.statusCode, res.body).toBe(200);
      const step = res.json();
      if (step.done) return step;
      // The answer stays on the server.
      expect(Object.keys(step.question).sort()).toEqual(['hint', 'id', 'options', 'sentence']);
      const question = byId.get(step.question.id)!;
      answers.push({
        questionId: question.id,
        choice: right(answers.length) ? question.answer : (question.answer + 1) % question.options.length,
      });
    }
  }

  it('offers a new student the onboarding; the placement recommends a course and lesson by level', async () => {
    const { headers } = await newStudent();
    expect(await myDay(headers)).toMatchObject({ onboardingPending: true });
    const result = await takePlacement(headers, () => true);
    // Every answer right: B1; the school has only an A1 course published, so its first lesson.
    expect(result).toMatchObject({
      done: true,
      level: 'B1',
      recommendation: { courseId: a.courseId, level: 'A1', chapterTitle: { en: 'Lesson one' } },
    });
    const onboarding = (await t.app.inject({ url: '/api/onboarding', headers })).json();
    expect(onboarding).toMatchObject({ pending: true, placementLevel: 'B1', dailyGoalMinutes: 10 });

    // A student placed high in A1 starts further into the A1 course.
    const other = await newStudent();
    const high = await takePlacement(other.headers, (index) => index === 11);
    expect(high).toMatchObject({ level: 'A1', recommendation: { chapterTitle: { en: 'Lesson two' } } });
  });

  it('ends with the daily goal, once: then it is not offered again', async () => {
    const { headers, user } = await newStudent();
    await takePlacement(headers, () => false);
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/onboarding/goal',
      headers,
      payload: { minutes: 7 },
    });
    expect(bad.statusCode).toBe(400);
    const chosen = await t.app.inject({
      method: 'PUT',
      url: '/api/onboarding/goal',
      headers,
      payload: { minutes: 15 },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json()).toMatchObject({
      pending: false,
      placementLevel: 'A1',
      dailyGoalMinutes: 15,
      recommendation: { courseId: a.courseId },
    });
    expect(await myDay(headers)).toMatchObject({ onboardingPending: false, habit: { goalMinutes: 15 } });
    // The server refuses the steps again, whatever the browser sends.
    const again = await t.app.inject({
      method: 'PUT',
      url: '/api/onboarding/goal',
      headers,
      payload: { minutes: 5 },
    });
    expect(again.statusCode).toBe(409);
    expect((await answer(headers, [])).json()).toMatchObject({ code: 'onboarding.finished' });
    const [row] = await t.deps.db.select().from(studyHabits).where(eq(studyHabits.userId, user.id));
    expect(row).toMatchObject({ onboarding: 'done', dailyGoalMinutes: 15, tenantId: a.tenant.id });
  });

  it('is skipped with one call, kept skipped; a student of another school is not touched', async () => {
    const { headers } = await newStudent();
    const skip = () => t.app.inject({ method: 'POST', url: '/api/onboarding/skip', headers });
    expect((await skip()).statusCode).toBe(204);
    expect((await skip()).statusCode).toBe(204);
    expect(await myDay(headers)).toMatchObject({ onboardingPending: false });
    expect((await answer(headers, [])).statusCode).toBe(409);
    expect(await myDay(b.student$)).toMatchObject({ onboardingPending: true });
  });

  it('refuses a wrong answer sequence and staff', async () => {
    const { headers } = await newStudent();
    const wrong = await answer(headers, [{ questionId: 'b1-passive', choice: 1 }]);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'placement.unknown-question' });
    expect((await t.app.inject({ url: '/api/onboarding', headers: a.staff$ })).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/onboarding/skip', headers: a.staff$ })).statusCode,
    ).toBe(403);
  });

  it('keeps a streak of the days the goal was met, one missed day a week frozen', async () => {
    // Days in Mexico City (UTC-6): the student's own zone, not the school's.
    const { user, headers } = await newStudent({ timeZone: 'America/Mexico_City' });
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/habit/settings',
      headers,
      payload: { dailyGoalMinutes: 5, reminderEnabled: false, reminderHour: 19 },
    });
    expect(put.statusCode, put.body).toBe(200);
    /** Six events a minute apart from a local time: six minutes of study. */
    const study = async (startUtc: string) => {
      for (let i = 0; i < 6; i += 1)
        await recordActivity(t.deps.db, {
          tenantId: a.tenant.id,
          userId: user.id,
          kind: 'lesson.viewed',
          resourceType: 'chapter',
          resourceId: user.id,
          at: new Date(new Date(startUtc).getTime() + i * MINUTE),
        });
    };
    await study('2026-03-02T15:00:00Z'); // Monday
    // Tuesday missed; Wednesday 4 at 21:00 local is Thursday 03:00 UTC: it counts for Wednesday.
    await study('2026-03-05T03:00:00Z');
    expect((await myDay(headers)).habit).toEqual({
      goalMinutes: 5,
      minutesToday: 0,
      goalMet: false,
      streakDays: 2,
      freezeAvailable: false,
    });
    await study('2026-03-05T11:00:00Z'); // Thursday 05:00 local
    expect((await myDay(headers)).habit).toMatchObject({ minutesToday: 6, goalMet: true, streakDays: 3 });
    // A goal above the minutes studied: no day counts.
    await t.app.inject({
      method: 'PUT',
      url: '/api/habit/settings',
      headers,
      payload: { dailyGoalMinutes: 20, reminderEnabled: false, reminderHour: 19 },
    });
    expect((await myDay(headers)).habit).toMatchObject({ streakDays: 0, goalMet: false });
  });

  describe('the study reminder', () => {
    let student: Awaited<ReturnType<typeof newStudent>>;
    beforeAll(async () => {
      // Madrid is UTC+1 in March: 19:00 there is 18:00 UTC.
      student = await newStudent({ timeZone: 'Europe/Madrid', preferredLocale: 'en' });
      const put = await t.app.inject({
        method: 'PUT',
        url: '/api/habit/settings',
        headers: student.headers,
        payload: { dailyGoalMinutes: 10, reminderEnabled: true, reminderHour: 19 },
      });
      expect(put.json()).toEqual({ dailyGoalMinutes: 10, reminderEnabled: true, reminderHour: 19 });
    });
    const mine = () => mails.filter((mail) => mail.to === student.user.email);

    it("is mailed in the student's hour when the goal is not met, once a day", async () => {
      await sendStudyReminders(t.deps, new Date('2026-03-05T17:55:00Z'));
      expect(mine()).toHaveLength(0);
      await sendStudyReminders(t.deps, new Date('2026-03-05T18:05:00Z'));
      await sendStudyReminders(t.deps, new Date('2026-03-05T18:10:00Z'));
      expect(mine()).toHaveLength(1);
      const mail = mine()[0]!;
      expect(mail).toMatchObject({ kind: 'study-reminder', tenantId: a.tenant.id });
      expect(mail.text).toContain("today's goal of 10 minutes");
      // The link goes to the school's own origin, never a request's host.
      expect(mail.text).toContain(`https://${a.tenant.hosts[0]}/study-reminders/off?token=`);
      const claims = await t.deps.db
        .select()
        .from(studyReminderClaims)
        .where(eq(studyReminderClaims.userId, student.user.id));
      expect(claims).toHaveLength(1);
      expect(claims[0]!.day).toBe('2026-03-05');
      // Only the token's hash is kept.
      expect(mail.text).not.toContain(claims[0]!.tokenHash);
      // The hour's later runs know the day is claimed: the candidates' read is their only statement.
      const later = await statementsDuring(t, () =>
        sendStudyReminders(t.deps, new Date('2026-03-05T18:15:00Z')),
      );
      expect(later).toHaveLength(1);
      expect(mine()).toHaveLength(1);
    });

    it('is not mailed once the goal is met', async () => {
      for (let i = 0; i < 12; i += 1)
        await recordActivity(t.deps.db, {
          tenantId: a.tenant.id,
          userId: student.user.id,
          kind: 'review.rated',
          resourceType: 'review-card',
          resourceId: student.user.id,
          at: new Date(Date.parse('2026-03-06T08:00:00Z') + i * MINUTE),
        });
      await sendStudyReminders(t.deps, new Date('2026-03-06T18:05:00Z'));
      expect(mine()).toHaveLength(1);
    });

    it("turns off from the mail's link without signing in", async () => {
      const token = /token=([\w-]+)/.exec(mine()[0]!.text)![1]!;
      const off = (host: string, value: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/public/study-reminders/off',
          headers: { host },
          payload: { token: value },
        });
      // Another school's host, or a made-up token: nothing.
      expect((await off(b.tenant.hosts[0]!, token)).statusCode).toBe(404);
      const unknown = await off(a.tenant.hosts[0]!, 'x'.repeat(43));
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ code: 'reminder.invalid-link' });
      expect((await off(a.tenant.hosts[0]!, token)).statusCode).toBe(204);
      expect((await off(a.tenant.hosts[0]!, token)).statusCode).toBe(204);
      const settings = await t.app.inject({ url: '/api/habit/settings', headers: student.headers });
      expect(settings.json()).toMatchObject({ reminderEnabled: false });
      await sendStudyReminders(t.deps, new Date('2026-03-07T18:05:00Z'));
      expect(mine()).toHaveLength(1);
    });

    it("reads only the students whose hour it is, their zone's or else the school's; zones not listed are decided as before", async () => {
      // Monday 9 March 2026, 18:05 UTC: 19:05 in Madrid, 13:05 in Bogotá, 14:05 in New York (daylight saving since the 8th).
      const now = new Date('2026-03-09T18:05:00Z');
      const remindAt = async (timeZone: string | null, hour: number) => {
        const one = await newStudent({ timeZone });
        await t.deps.db
          .insert(studyHabits)
          .values({ tenantId: a.tenant.id, userId: one.user.id, reminderEnabled: true, reminderHour: hour })
          .onConflictDoUpdate({
            target: [studyHabits.tenantId, studyHabits.userId],
            set: { reminderEnabled: true, reminderHour: hour },
          });
        return one.user.email;
      };
      const schoolHour = localNow(now, studentZone(null, a.tenant.timeZone)).hour;
      const due = [
        await remindAt('Europe/Madrid', 19),
        await remindAt('America/Bogota', 13),
        // An alias the runtime knows but does not list, and a zone it does not know (the school's then).
        await remindAt('US/Eastern', 14),
        await remindAt('Mars/Olympus', schoolHour),
        await remindAt(null, schoolHour),
      ];
      const notDue = [
        await remindAt('Europe/Madrid', 8),
        await remindAt('America/Bogota', 19),
        await remindAt(null, (schoolHour + 1) % 24),
      ];
      const queries = await queriesDuring(t, () => sendStudyReminders(t.deps, now));
      for (const email of due) expect(mails.filter((mail) => mail.to === email)).toHaveLength(1);
      for (const email of notDue) expect(mails.filter((mail) => mail.to === email)).toHaveLength(0);
      // The candidates' read (the run's first statement) answers none of the students in another hour.
      const read = await t.deps.database.pool.query({ ...queries[0]!, rowMode: 'array' });
      const emailAt = read.fields.findIndex((field) => field.name === 'email');
      const readEmails = read.rows.map((row: unknown[]) => row[emailAt]);
      for (const email of due) expect(readEmails).toContain(email);
      for (const email of notDue) expect(readEmails).not.toContain(email);
    });

    it('is not mailed to a deactivated student', async () => {
      const other = await newStudent({ timeZone: 'Europe/Madrid' });
      await t.app.inject({
        method: 'PUT',
        url: '/api/habit/settings',
        headers: other.headers,
        payload: { dailyGoalMinutes: 10, reminderEnabled: true, reminderHour: 20 },
      });
      await t.deps.db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, other.user.id));
      await sendStudyReminders(t.deps, new Date('2026-03-07T19:05:00Z'));
      expect(mails.filter((mail) => mail.to === other.user.email)).toHaveLength(0);
    });
  });
});
