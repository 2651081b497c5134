import { beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../test/sign-in.ts';
import { TestClock } from '../../test/test-clock.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { tenants } from '../db/schema/index.ts';
import { DEMO_PASSWORD } from './demo-data.ts';
import { type DemoSeed, seedDemo } from './seed-demo.ts';

describe('the demo data shows the whole path', () => {
  let demo: DemoSeed;
  const clock = new TestClock('2026-03-02');
  const t = useTestApp({ clock });
  beforeAll(async () => {
    demo = await seedDemo(t.deps.db, clock);
  });

  const headersOf = async (key: 'graduada' | 'examen' | 'estudiante') =>
    (await signIn(t, demo.users[key], { password: DEMO_PASSWORD, host: 'localhost' })).headers;

  it('graduada finished the A1 course and holds its certificate: the PDF opens and the code verifies', async () => {
    const headers = await headersOf('graduada');
    const courses = (await t.app.inject({ url: '/api/courses', headers })).json();
    const a1 = courses.find((course: { level: string }) => course.level === 'A1');
    expect(a1).toMatchObject({ enrolled: true, progress: 100 });
    const exams = (await t.app.inject({ url: '/api/exams', headers })).json();
    expect(exams.length).toBeGreaterThan(0);
    expect(exams.every((exam: { state: string }) => exam.state === 'passed')).toBe(true);
    const certificates = (await t.app.inject({ url: '/api/certificates', headers })).json();
    expect(certificates).toHaveLength(1);
    const [certificate] = certificates;
    expect(certificate).toMatchObject({ level: 'A1', holderName: 'Gabriela Graduada Ortiz' });
    const pdf = await t.app.inject({ url: certificate.pdfUrl, headers });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    const verified = await t.app.inject({
      url: `/api/public/certificates/${certificate.code}`,
      headers: { host: 'localhost' },
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ code: certificate.code, holderName: 'Gabriela Graduada Ortiz' });
  });

  it('examen has the first A1 exam in progress, part answered, and no certificate', async () => {
    const headers = await headersOf('examen');
    const exams = (await t.app.inject({ url: '/api/exams', headers })).json();
    expect(exams[0].state).toBe('in-progress');
    const attempt = (
      await t.app.inject({ url: `/api/exams/${exams[0].id}/attempts/current`, headers })
    ).json();
    expect(attempt).toMatchObject({ status: 'open' });
    expect(attempt.answers.length).toBeGreaterThan(0);
    expect(attempt.answers.length).toBeLessThan(attempt.questions.length);
    expect((await t.app.inject({ url: '/api/certificates', headers })).json()).toEqual([]);
  });

  it('the demo tenant has tutoring on (the tenant flag is off by default); both students are in good standing', async () => {
    const tenant = (await t.app.inject({ url: '/api/tenant', headers: { host: 'localhost' } })).json();
    expect(tenant.tutoringEnabled).toBe(true);
    expect(tenants.tutoringEnabled.default).toBe(false);
    for (const key of ['graduada', 'examen'] as const) {
      const account = (
        await t.app.inject({ url: '/api/account/getmyaccount', headers: await headersOf(key) })
      ).json();
      expect(account).toMatchObject({ isActive: true, delinquentAmount: 0 });
    }
  });

  it('estudiante has reviews due today, a forecast ahead and a retention figure', async () => {
    const headers = await headersOf('estudiante');
    const stats = (await t.app.inject({ url: '/api/reviews/stats', headers })).json();
    expect(stats.dueToday).toBeGreaterThan(0);
    expect(stats.forecast.slice(1).some((day: { count: number }) => day.count > 0)).toBe(true);
    expect(stats.retention).toBeGreaterThan(0);
    const queue = (await t.app.inject({ url: '/api/reviews/queue', headers })).json();
    expect(queue.cards.some((card: { state: number }) => card.state !== 0)).toBe(true);
    expect(queue.cards.some((card: { state: number }) => card.state === 0)).toBe(true);
  });

  it("estudiante's progress shows time per course: the demo activity names the school's own lessons and exercises", async () => {
    const headers = await headersOf('estudiante');
    const progress = (await t.app.inject({ url: '/api/progress', headers })).json();
    const total = (rows: { minutes: number }[]) => rows.reduce((sum, row) => sum + row.minutes, 0);
    // Most of the weeks of study she has are about lessons and exercises of a course.
    expect(total(progress.days)).toBeGreaterThan(0);
    expect(total(progress.courses)).toBeGreaterThan(total(progress.days) / 2);
  });

  it('the demo tutor (Madrid) has weekly hours the demo student (Bogotá) can book in her working day', async () => {
    const headers = await headersOf('estudiante');
    const { tutors } = (await t.app.inject({ url: '/api/tutoring/tutors', headers })).json();
    const tutor = tutors.find((row: { name: string }) => row.name.startsWith('Pablo'));
    expect(tutor).toBeTruthy();
    const from = clock.now();
    const to = new Date(from.getTime() + 7 * 24 * 3600_000);
    const res = await t.app.inject({
      url: `/api/tutoring/tutors/${tutor.id}/slots?from=${from.toISOString()}&to=${to.toISOString()}&length=60`,
      headers,
    });
    expect(res.statusCode).toBe(200);
    const { slots, tutorTimeZone } = res.json() as { slots: string[]; tutorTimeZone: string };
    expect(tutorTimeZone).toBe('Europe/Madrid');
    expect(slots.length).toBeGreaterThanOrEqual(10);
    const hourIn = (instant: string, timeZone: string) =>
      Number(
        new Intl.DateTimeFormat('en-GB', { hour: '2-digit', hourCycle: 'h23', timeZone }).format(
          new Date(instant),
        ),
      );
    for (const slot of slots) {
      expect(hourIn(slot, 'Europe/Madrid')).toBeGreaterThanOrEqual(16);
      expect(hourIn(slot, 'Europe/Madrid')).toBeLessThan(20);
      expect(hourIn(slot, 'America/Bogota')).toBeGreaterThanOrEqual(9);
      expect(hourIn(slot, 'America/Bogota')).toBeLessThan(14);
    }
  });
});
