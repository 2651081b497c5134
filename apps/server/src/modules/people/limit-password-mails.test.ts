import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/build-test-app.ts';
import { buildTenant, buildUser } from '../../../test/factories.ts';
import { droppedMails, newMailDropDir } from '../../../test/mail-drop.ts';
import { signIn, signInNewUser } from '../../../test/sign-in.ts';
import { MINUTE, TestClock } from '../../../test/test-clock.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import { type Tenant, users } from '../../db/schema/index.ts';

/**
 * Mails with a temporary password are limited per recipient (3 an hour by default) and per sender
 * (10 an hour per master user's account), counted in the database: two instances count together, and
 * removing a guest frees the seat but not the mails.
 */
describe('limits on mails with a temporary password', () => {
  const clock = new TestClock('2027-01-04T09:00:00.000Z');
  let tenant: Tenant;
  const t = useTestApp(async () => ({ clock, config: { MAIL_DROP_DIR: await newMailDropDir() } }));
  // A second instance of the app on the same database (and the same mail folder).
  const second = useTestApp(() => ({
    clock,
    config: { MAIL_DROP_DIR: t.deps.config.MAIL_DROP_DIR },
    database: t.deps.database,
  }));
  beforeAll(async () => {
    tenant = await buildTenant(t.deps.db, { guestLimit: 1 });
  });

  const newMaster = async () => await signInNewUser(t, tenant);
  const invite = (app: TestApp, headers: Record<string, string>, email: string) =>
    app.app.inject({
      method: 'POST',
      url: '/api/account/guests',
      headers,
      payload: { firstName: 'Ana', lastName: 'Invitada', email },
    });
  const resend = (app: TestApp, headers: Record<string, string>, id: string) =>
    app.app.inject({ method: 'POST', url: `/api/account/guests/${id}/resend`, headers });
  const remove = (headers: Record<string, string>, id: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/account/guests/${id}`, headers });
  /** The mails both instances delivered to `to`, oldest first. */
  const mailsTo = async (to: string) => {
    await second.deps.mailer.idle();
    return droppedMails(t, to);
  };
  const temporaryPasswordIn = (text: string) => /Temporary password: (\S+)/.exec(text)?.[1];
  const login = (username: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/authentication/login',
      headers: { host: tenant.hosts[0]! },
      payload: { username, password },
    });

  it('ten resends on two instances send three mails; the others are refused, translated', async () => {
    const master = await buildUser(t.deps.db, tenant);
    const headers = (await signIn(t, master)).headers;
    const email = `ana-${Date.now()}@example.test`;
    const guest = (await invite(t, headers, email)).json();
    const passwordHash = async () =>
      (await t.deps.db.select().from(users).where(eq(users.id, guest.id)))[0]!.passwordHash;
    const answers: number[] = [];
    for (let i = 0; i < 10; i++)
      answers.push((await resend(i % 2 ? second : t, headers, guest.id)).statusCode);
    expect(answers).toEqual([200, 200, ...Array(8).fill(429)]);
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(3);

    // A refused resend changes nothing: the last mailed password still works.
    const lastHash = await passwordHash();
    const refused = await resend(t, headers, guest.id);
    expect(refused.json()).toMatchObject({
      code: 'user.mail-rate-limited',
      message:
        'Se enviaron demasiados correos a esta dirección o desde esta cuenta. Inténtelo de nuevo más tarde.',
    });
    expect(await passwordHash()).toBe(lastHash);
    await t.deps.db.update(users).set({ preferredLocale: 'en' }).where(eq(users.id, master.id));
    const english = await resend(t, (await signIn(t, master)).headers, guest.id);
    expect([english.statusCode, english.json().message]).toEqual([
      429,
      'Too many e-mails were sent to this address or from this account. Please try again later.',
    ]);

    // The window ends: the recipient may get mail again, and it signs in.
    clock.advance(61 * MINUTE);
    expect((await resend(second, (await signIn(t, master)).headers, guest.id)).statusCode).toBe(200);
    const latest = await mailsTo(email);
    expect(latest).toHaveLength(4);
    expect((await login(email, temporaryPasswordIn(latest.at(-1)!.text)!)).statusCode).toBe(200);
  });

  it('removing the guest and inviting again does not start the count again', async () => {
    const headers = await newMaster();
    const email = `bea-${Date.now()}@example.test`;
    const guest = (await invite(t, headers, email)).json();
    for (const app of [t, second]) expect((await resend(app, headers, guest.id)).statusCode).toBe(200);
    expect((await remove(headers, guest.id)).statusCode).toBe(204);
    const again = await invite(second, headers, email);
    expect([again.statusCode, again.json().code]).toEqual([429, 'user.mail-rate-limited']);

    // Other addresses through the one seat: the account's limit (10) ends the cycle.
    const codes: number[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await invite(i % 2 ? second : t, headers, `otra-${i}-${Date.now()}@example.test`);
      codes.push(res.statusCode);
      if (res.statusCode === 201) await remove(headers, res.json().id);
    }
    // 3 mails to Bea (the refused fourth counts nowhere); 7 more invitations reach 10.
    expect(codes).toEqual([201, 201, 201, 201, 201, 201, 201, 429]);
  });

  it("a master user's refused invitations do not stop an administrator's reset or new user", async () => {
    const victim = await buildUser(t.deps.db, tenant, { role: 'Administrator' });
    const master = await newMaster();
    const codes: number[] = [];
    for (let i = 0; i < 4; i++)
      codes.push((await invite(i % 2 ? second : t, master, victim.email)).statusCode);
    // The address is in use: every invitation is refused as such, and none counts as a mail.
    expect(codes).toEqual([409, 409, 409, 409]);
    const admin = await signInNewUser(t, tenant, { role: 'Administrator' });
    const reset = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${victim.id}/reset-password`,
      headers: admin,
    });
    expect(reset.statusCode).toBe(200);

    // A planned address: a master whose seat is taken is refused (409) without counting, and even a
    // master's own mails to it count apart from the administrator's.
    const planned = `plan-${Date.now()}@example.test`;
    const full = await newMaster();
    expect((await invite(t, full, `seat-${Date.now()}@example.test`)).statusCode).toBe(201);
    for (let i = 0; i < 4; i++)
      expect((await invite(second, full, planned)).json().code).toBe('user.guest-slots-taken');
    const other = await newMaster();
    const guest = (await invite(t, other, planned)).json();
    for (let i = 0; i < 2; i++) expect((await resend(second, other, guest.id)).statusCode).toBe(200);
    expect((await resend(t, other, guest.id)).statusCode).toBe(429);
    expect((await remove(other, guest.id)).statusCode).toBe(204);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: admin,
      payload: {
        firstName: 'Plan',
        lastName: 'Nueva',
        role: 'Student',
        isMaster: false,
        isTutor: false,
        email: planned,
      },
    });
    expect(created.statusCode).toBe(201);
    expect(await mailsTo(planned)).toHaveLength(4);
  });

  it("one master's mails to an address leave another master's allowance for it whole", async () => {
    const first = await newMaster();
    const email = `cata-${Date.now()}@example.test`;
    const guest = (await invite(t, first, email)).json();
    for (let i = 0; i < 2; i++) expect((await resend(second, first, guest.id)).statusCode).toBe(200);
    expect((await remove(first, guest.id)).statusCode).toBe(204);
    expect((await invite(t, first, email)).statusCode).toBe(429);
    // Another account may still invite the address (its own three).
    expect((await invite(second, await newMaster(), email)).statusCode).toBe(201);
  });

  it('resends at once take no more than the limit, and refused ones do not move the window', async () => {
    const master = await buildUser(t.deps.db, tenant);
    const headers = (await signIn(t, master)).headers;
    const email = `dora-${Date.now()}@example.test`;
    const guest = (await invite(t, headers, email)).json();
    const codes = await Promise.all(
      Array.from(
        { length: 6 },
        async (_, i) => (await resend(i % 2 ? second : t, headers, guest.id)).statusCode,
      ),
    );
    expect(codes.sort()).toEqual([200, 200, 429, 429, 429, 429]);
    expect(await mailsTo(email)).toHaveLength(3);
    // Refused near the end of the window, which still ends an hour after the first mail.
    clock.advance(59 * MINUTE);
    expect((await resend(second, (await signIn(t, master)).headers, guest.id)).statusCode).toBe(429);
    clock.advance(MINUTE + 1);
    expect((await resend(t, (await signIn(t, master)).headers, guest.id)).statusCode).toBe(200);
  });

  it("limits an administrator's password resets per recipient", async () => {
    const admin = await signInNewUser(t, tenant, { role: 'Administrator' });
    const student = await buildUser(t.deps.db, tenant);
    const reset = (app: TestApp) =>
      app.app.inject({
        method: 'POST',
        url: `/api/admin/users/${student.id}/reset-password`,
        headers: admin,
      });
    const codes = [];
    for (let i = 0; i < 5; i++) codes.push((await reset(i % 2 ? second : t)).statusCode);
    expect(codes).toEqual([200, 200, 200, 429, 429]);
    const mails = await mailsTo(student.email);
    expect(mails).toHaveLength(3);
    expect((await login(student.email, temporaryPasswordIn(mails.at(-1)!.text)!)).statusCode).toBe(200);
  });
});
