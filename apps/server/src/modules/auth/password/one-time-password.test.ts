import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTenant, buildUser, TEST_PASSWORD } from '../../../../test/factories.ts';
import { droppedMails, mailedOneTimePassword, newMailDropDir } from '../../../../test/mail-drop.ts';
import { signIn } from '../../../../test/sign-in.ts';
import { statementsDuring } from '../../../../test/statements-during.ts';
import { MINUTE, TestClock } from '../../../../test/test-clock.ts';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { oneTimePasswords, outboxEmails, type Tenant, type User } from '../../../db/schema/index.ts';
import { SECRET_MASK } from '../../../lib/mailer.ts';
import { bearer, postLogin } from '../auth.test-support.ts';

describe('GET /api/user/getonetimepassword and logging in with the code', () => {
  let tenant: Tenant;
  let host: string;
  const clock = new TestClock('2026-03-02T15:00:00.000Z');
  /** Called as a forgot-password answer is sent. */
  let answered = () => {};
  const t = useTestApp(async () => ({
    clock,
    config: { MAIL_DROP_DIR: await newMailDropDir() },
    extend: (app) => {
      app.addHook('onSend', async (request) => {
        if (request.url.startsWith('/api/user/getonetimepassword')) answered();
      });
    },
  }));
  beforeAll(async () => {
    tenant = await buildTenant(t.deps.db, { name: 'Escuela Ñandú' });
    host = tenant.hosts[0]!;
  });

  const requestCode = (username: string, h = host) =>
    t.app.inject({
      url: `/api/user/getonetimepassword?username=${encodeURIComponent(username)}`,
      headers: { host: h },
    });

  /** The code as the recipient gets it (the transport's copy: the outbox masks it). */
  const mailedCode = (user: User) => mailedOneTimePassword(t, user.email);

  it('mails a bilingual code that logs in once, into the change-password step', async () => {
    const user = await buildUser(t.deps.db, tenant);
    const res = await requestCode(user.email.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({});
    const code = await mailedCode(user);
    const [mail] = await t.deps.db.select().from(outboxEmails).where(eq(outboxEmails.to, user.email));
    expect(mail!.tenantId).toBe(tenant.id);
    expect(mail!.subject).toContain('Escuela Ñandú');
    expect(mail!.text.indexOf('contraseña de un solo uso')).toBeLessThan(
      mail!.text.indexOf('one-time password'),
    );
    expect(mail!.html).toContain('lang="en"');
    // The outbox keeps the mail with the code masked; only the delivered copy carries it.
    expect(mail!.text).not.toContain(code);
    expect(mail!.html).not.toContain(code);
    expect(mail!.text).toContain(`: ${SECRET_MASK}`);
    const [delivered] = await droppedMails(t, user.email);
    expect(delivered!.text).toContain(code);
    const admin = await buildUser(t.deps.db, tenant, { role: 'Administrator' });
    const outbox = await t.app.inject({
      url: '/api/admin/outbox',
      headers: (await signIn(t, admin)).headers,
    });
    expect(outbox.statusCode).toBe(200);
    expect(outbox.body).toContain(user.email);
    expect(outbox.body).not.toContain(code);
    const [stored] = await t.deps.db
      .select()
      .from(oneTimePasswords)
      .where(eq(oneTimePasswords.userId, user.id));
    expect(stored!.codeHash).not.toContain(code);

    const first = await postLogin(t, host, { username: user.email, password: code.toLowerCase() });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ forceChangePassword: true, agreeTerms: false });
    const temporary = first.json().tokenId;
    expect((await t.app.inject({ url: '/api/user/me', headers: bearer(temporary, host) })).statusCode).toBe(
      401,
    );
    const second = await postLogin(t, host, { username: user.email, password: code });
    expect(second.statusCode).toBe(401);
    expect(second.json()).toEqual(['errors.login.credentials']);

    // The forced change refuses the password the user already has.
    const same = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/putpassword',
      headers: bearer(temporary, host),
      payload: { userId: user.id, newPassword: TEST_PASSWORD, termsAccepted: true },
    });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toEqual(['user.same-password']);
    const done = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/putpassword',
      headers: bearer(temporary, host),
      payload: { userId: user.id, newPassword: 'Recuperada1', termsAccepted: true },
    });
    expect(done.statusCode).toBe(200);
    expect((await signIn(t, user, { password: 'Recuperada1' })).body.forceChangePassword).toBe(false);
  });

  it('keeps the normal password working and lets only the newest code in', async () => {
    const user = await buildUser(t.deps.db, tenant);
    await requestCode(user.email);
    const older = await mailedCode(user);
    await requestCode(user.email);
    const newer = await mailedCode(user);
    expect((await postLogin(t, host, { username: user.email, password: older })).statusCode).toBe(401);
    expect((await signIn(t, user)).body.forceChangePassword).toBe(false);
    expect((await postLogin(t, host, { username: user.email, password: newer })).statusCode).toBe(200);
  });

  it('expires codes after 15 minutes', async () => {
    const user = await buildUser(t.deps.db, tenant);
    await requestCode(user.email);
    const code = await mailedCode(user);
    clock.advance(15 * MINUTE);
    expect((await postLogin(t, host, { username: user.email, password: code })).statusCode).toBe(401);
  });

  it('answers 200 {} for an unknown e-mail and sends nothing', async () => {
    const before = await t.deps.db.select().from(outboxEmails);
    const res = await requestCode('nadie@example.test');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({});
    await t.app.background.idle();
    expect(await t.deps.db.select().from(outboxEmails)).toHaveLength(before.length);
  });

  it('answers a known and an unknown e-mail alike, before looking either up', async () => {
    const user = await buildUser(t.deps.db, tenant);
    const runs = [];
    for (const username of [user.email, 'nadie-tampoco@example.test']) {
      // The statements the app runs before its answer is sent (counted when it is sent) and after.
      let atAnswer = -1;
      let res: Awaited<ReturnType<typeof requestCode>> | undefined;
      const seen = await statementsDuring(t, async (soFar) => {
        answered = () => {
          atAnswer = soFar.length;
        };
        res = await requestCode(username);
        await t.app.background.idle();
        // The mail's delivery (a job of the queue) belongs to this run, not to the next one.
        await t.deps.mailer.idle();
      });
      runs.push({ status: res!.statusCode, body: res!.body, atAnswer, after: seen.length - atAnswer });
    }
    const [known, unknown] = runs;
    expect(known!.status).toBe(200);
    expect({ ...known, after: 0 }).toEqual({ ...unknown, after: 0 });
    // The lookup, the code and the mail all come after the answer.
    expect(known!.after).toBeGreaterThan(unknown!.after);
    expect(unknown!.after).toBeGreaterThan(0);
    expect(await mailedCode(user)).toMatch(/^[A-Z0-9]{8}$/);
  });

  it('does not send codes for a user of another tenant', async () => {
    const other = await buildTenant(t.deps.db);
    const stranger = await buildUser(t.deps.db, other);
    expect((await requestCode(stranger.email)).statusCode).toBe(200);
    expect(
      await t.deps.db.select().from(outboxEmails).where(eq(outboxEmails.to, stranger.email)),
    ).toHaveLength(0);
  });

  it('answers a 400 list for an invalid e-mail or no username', async () => {
    for (const url of [
      '/api/user/getonetimepassword?username=no-es-correo',
      '/api/user/getonetimepassword',
      '/api/user/getonetimepassword?username=a@b.co&username=c@d.co',
    ]) {
      const res = await t.app.inject({ url, headers: { host } });
      expect(res.statusCode, url).toBe(400);
      expect(Array.isArray(res.json())).toBe(true);
    }
    const bad = await requestCode('no-es-correo');
    expect(bad.json()).toEqual(['errors.username.invalid']);
  });
});
