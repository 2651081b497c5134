import { eq, ne } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails, type Tenant, tenants } from '../src/db/schema/index.ts';
import { runBillingDay } from '../src/jobs/billing-daily.ts';
import { MAIL_KINDS, type MailMessage } from '../src/lib/mailer.ts';
import { buildPlan, customerOf, pay, storedCard } from '../src/modules/billing/billing.test-support.ts';
import { reconcileSchool } from '../src/modules/billing/index.ts';
import { sendStudyReminders } from '../src/modules/habits/index.ts';
import { sendTutoringReminders } from '../src/modules/tutoring/mail/send-tutoring-reminders.ts';
import { buildTestApp } from './build-test-app.ts';
import { buildTenant, buildUser } from './factories.ts';
import { signIn } from './sign-in.ts';
import { TestClock } from './test-clock.ts';
import { useTestApp } from './use-test-app.ts';

/** The Host header of the report: a name no school has, so the default school answers it. */
const FOREIGN_HOST = 'puente-login.example';
/** A tutor's own meeting room: a link the tutor typed, the one link a mail may carry to elsewhere. */
const MEETING_LINK = 'https://meet.example.test/pablo';
const URL_PATTERN = /\b[a-z][a-z0-9+.-]*:\/\/[^\s"'<>]+/gi;

// Monday 15 March 2027, 10:00 UTC: the tutor's Madrid mornings are bookable from here.
const clock = new TestClock('2027-03-15T10:00:00.000Z');

/**
 * Every kind of mail the product sends (MAIL_KINDS), each triggered the way the product triggers it —
 * by a request with a foreign Host header where a request sends it, else by its job — carries links to
 * the school's own origin only, and never the request's host.
 */
describe('links in mails', () => {
  let tenant: Tenant;
  let origin: string;
  const sent: MailMessage[] = [];

  const t = useTestApp({ clock });
  beforeAll(async () => {
    // Every mail the app records, as its sender built it (the transport's copy: secrets included).
    const { mailer } = t.deps;
    const queue = mailer.queue.bind(mailer);
    const send = mailer.send.bind(mailer);
    mailer.queue = (message) => {
      sent.push(message);
      return queue(message);
    };
    mailer.send = (message) => {
      sent.push(message);
      return send(message);
    };
    tenant = await buildTenant(t.deps.db, {
      isDefault: true,
      tutoringEnabled: true,
      tutoringSessionPriceCents: 2500,
    });
    // The default school answers any Host: that is how a forged one reaches a handler.
    await t.deps.db.update(tenants).set({ isDefault: false }).where(ne(tenants.id, tenant.id));
    origin = `https://${tenant.hosts[0]}`;
  });

  /** A user's headers with the foreign Host in place of the school's. */
  const foreign = async (user: Awaited<ReturnType<typeof buildUser>>) => ({
    ...(await signIn(t, user)).headers,
    host: FOREIGN_HOST,
  });
  const inject = async (options: InjectOptions) => {
    const res = await t.app.inject(options);
    expect(res.statusCode, `${JSON.stringify(options)}: ${res.body}`).toBeLessThan(300);
    return res;
  };

  it('sends every kind of mail with links to the school only, whatever Host the request named', async () => {
    // A master user invites a guest and resends the invitation.
    const master = await foreign(await buildUser(t.deps.db, tenant));
    const guest = await inject({
      method: 'POST',
      url: '/api/account/guests',
      headers: master,
      payload: { firstName: 'Ana', lastName: 'Invitada', email: 'ana-invitada@example.test' },
    });
    await inject({ method: 'POST', url: `/api/account/guests/${guest.json().id}/resend`, headers: master });

    // An administrator creates a user and resets a password.
    const admin = await foreign(await buildUser(t.deps.db, tenant, { role: 'Administrator' }));
    const created = await inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: admin,
      payload: {
        firstName: 'Berta',
        lastName: 'Nueva',
        email: 'berta-nueva@example.test',
        role: 'Student',
        isMaster: true,
        isTutor: false,
      },
    });
    await inject({
      method: 'POST',
      url: `/api/admin/users/${created.json().id}/reset-password`,
      headers: admin,
    });

    // Anyone asks for a one-time password, and writes to the school.
    const payer = await buildUser(t.deps.db, tenant);
    await inject({
      url: `/api/user/getonetimepassword?username=${encodeURIComponent(payer.email)}`,
      headers: { host: FOREIGN_HOST },
    });
    await inject({
      method: 'POST',
      url: '/api/contact',
      headers: { host: FOREIGN_HOST },
      payload: { name: 'Carla', email: 'carla@example.test', subject: 'Horarios', message: 'Hola' },
    });

    // A student pays (a receipt); the billing day reminds them of the next installment.
    await buildPlan(t.deps.db, tenant, payer, { startMonth: '2027-03-01' });
    const payerHeaders = await foreign(payer);
    const customer = await customerOf(t, payerHeaders);
    const card = await storedCard(t, payerHeaders, '4242424242424242');
    expect((await pay(t, payerHeaders, { amount: 50, customer, paymentMethodId: card })).statusCode).toBe(
      200,
    );
    // Another pays automatically with a card that asks for 3-D Secure: the day's charge needs them (a mail).
    const asker = await buildUser(t.deps.db, tenant);
    await buildPlan(t.deps.db, tenant, asker, { startMonth: '2027-03-01' });
    const askerHeaders = await foreign(asker);
    await inject({
      method: 'POST',
      url: '/api/retail/setautopayment',
      headers: askerHeaders,
      payload: {
        customerId: await customerOf(t, askerHeaders),
        paymentMethodId: await storedCard(t, askerHeaders, '4000002760003184'),
      },
    });
    await runBillingDay(t.deps, new Date('2027-04-05T12:00:00Z'));
    // Money the provider took with no ledger entry: the day's reconciliation mails the administrators.
    await buildUser(t.deps.db, tenant, { role: 'Administrator' });
    await t.deps.paymentProvider.charge({
      customer,
      paymentMethod: card,
      amountCents: 700,
      idempotencyKey: `stray-${tenant.id}`,
    });
    expect((await reconcileSchool(t.deps, tenant.id)).mailed).toBeGreaterThan(0);

    // A student books, moves and cancels a tutoring session; another one gets both reminders.
    const tutorUser = await buildUser(t.deps.db, tenant, { role: 'Professor', isTutor: true });
    await inject({
      method: 'PUT',
      url: '/api/tutoring/availability',
      headers: await foreign(tutorUser),
      payload: {
        timeZone: 'Europe/Madrid',
        bio: 'Profesor nativo.',
        languages: ['es', 'en'],
        sessionLengths: [60],
        minNoticeHours: 12,
        horizonDays: 28,
        meetingLink: MEETING_LINK,
        rules: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, startTime: '09:00', endTime: '12:00' })),
        exceptions: [],
      },
    });
    const student = await foreign(await buildUser(t.deps.db, tenant));
    const book = (startsAt: string) =>
      inject({
        method: 'POST',
        url: '/api/tutoring/sessions',
        headers: student,
        payload: { tutorId: tutorUser.id, startsAt, lengthMinutes: 60, timeZone: 'America/Bogota' },
      });
    const moved = (await book('2027-03-30T08:00:00Z')).json();
    await inject({
      method: 'POST',
      url: `/api/tutoring/sessions/${moved.id}/reschedule`,
      headers: student,
      payload: { startsAt: '2027-03-31T08:00:00Z' },
    });
    await inject({ method: 'POST', url: `/api/tutoring/sessions/${moved.id}/cancel`, headers: student });
    await book('2027-03-18T09:00:00Z');
    await sendTutoringReminders(t.deps, new Date('2027-03-17T10:00:00Z'));
    await sendTutoringReminders(t.deps, new Date('2027-03-18T08:10:00Z'));
    // A student asks for the study reminder (at 21:00 in the school's zone), then its job mails it.
    const learner = await buildUser(t.deps.db, tenant, { timeZone: 'UTC' });
    await inject({
      method: 'PUT',
      url: '/api/habit/settings',
      headers: await foreign(learner),
      payload: { dailyGoalMinutes: 10, reminderEnabled: true, reminderHour: 21 },
    });
    await sendStudyReminders(t.deps, new Date('2027-03-18T21:05:00Z'));
    await t.app.background.idle();
    await t.deps.mailer.idle();

    // Every kind was sent: a new kind of mail fails here until this test sends it too.
    expect([...new Set(sent.map((mail) => mail.kind))].sort()).toEqual([...MAIL_KINDS].sort());
    for (const mail of sent) {
      const everything = [mail.subject, mail.text, mail.html ?? '', mail.calendar?.content ?? ''].join('\n');
      expect(everything.toLowerCase(), mail.kind).not.toContain(FOREIGN_HOST);
      const links = everything.match(URL_PATTERN) ?? [];
      for (const link of links) {
        const ours = link === MEETING_LINK || link.startsWith(`${origin}/`);
        expect(ours, `${mail.kind}: ${link}`).toBe(true);
      }
    }
    // The student whose auto-pay needs them is sent to the payment page, ready to confirm it.
    const asking = sent.filter((mail) => mail.kind === 'payment-authentication-needed');
    expect(asking.map((mail) => mail.to)).toEqual([asker.email]);
    expect(asking[0]?.text).toContain(`${origin}/retail-payment?authenticate=1`);
    // The mails with a temporary password send the user to the school's sign-in page.
    for (const kind of ['guest-invitation', 'user-welcome', 'password-reset'] as const) {
      const mails = sent.filter((mail) => mail.kind === kind);
      expect(mails.length, kind).toBeGreaterThan(0);
      for (const mail of mails) {
        expect(mail.text, kind).toContain(`${origin}/login`);
        expect(mail.html, kind).toContain(`${origin}/login`);
      }
    }
  });

  it('takes PUBLIC_URL over the school host when it is set', async () => {
    const withUrl = await buildTestApp({
      clock,
      config: { PUBLIC_URL: 'https://escuela.example.test/' },
      database: t.deps.database,
    });
    try {
      const admin = await buildUser(withUrl.deps.db, tenant, { role: 'Administrator' });
      const headers = { ...(await signIn(withUrl, admin)).headers, host: FOREIGN_HOST };
      const created = await withUrl.app.inject({
        method: 'POST',
        url: '/api/admin/users',
        headers,
        payload: {
          firstName: 'Dora',
          lastName: 'Nueva',
          email: 'dora-nueva@example.test',
          role: 'Student',
          isMaster: true,
          isTutor: false,
        },
      });
      expect(created.statusCode, created.body).toBe(201);
      await withUrl.deps.mailer.idle();
      const [mail] = await withUrl.deps.db
        .select()
        .from(outboxEmails)
        .where(eq(outboxEmails.to, 'dora-nueva@example.test'));
      expect(mail!.text).toContain('https://escuela.example.test/login');
      expect(mail!.text).not.toContain(FOREIGN_HOST);
    } finally {
      await withUrl.close();
    }
  });
});
