import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { buildTenant, buildUser } from '../../../test/factories.ts';
import { signIn } from '../../../test/sign-in.ts';
import { MINUTE, TestClock } from '../../../test/test-clock.ts';
import { oneTimePasswords, outboxEmails, type Tenant, type User } from '../../db/schema/index.ts';
import { bearer, postLogin } from './auth.test-support.ts';

describe('GET /api/user/getonetimepassword and logging in with the code', () => {
  let t: TestApp;
  let tenant: Tenant;
  let host: string;
  const clock = new TestClock('2026-03-02T15:00:00.000Z');
  beforeAll(async () => {
    t = await buildTestApp({ clock });
    tenant = await buildTenant(t.deps.db, { name: 'Escuela Ñandú' });
    host = tenant.hosts[0]!;
  });
  afterAll(() => t.close());

  const requestCode = (username: string, h = host) =>
    t.app.inject({
      url: `/api/user/getonetimepassword?username=${encodeURIComponent(username)}`,
      headers: { host: h },
    });

  async function mailedCode(user: User): Promise<string> {
    const [mail] = await t.deps.db.select().from(outboxEmails).where(eq(outboxEmails.to, user.email));
    const code = /: ([A-Z0-9]{8})\n/.exec(mail!.text)?.[1];
    if (!code) throw new Error(`no code in ${mail?.text}`);
    await t.deps.db.delete(outboxEmails).where(eq(outboxEmails.to, user.email));
    return code;
  }

  it('mails a bilingual code that logs in once, into the change-password step', async () => {
    const user = await buildUser(t.deps.db, tenant);
    const res = await requestCode(user.email.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({});
    const [mail] = await t.deps.db.select().from(outboxEmails).where(eq(outboxEmails.to, user.email));
    expect(mail!.tenantId).toBe(tenant.id);
    expect(mail!.subject).toContain('Escuela Ñandú');
    expect(mail!.text.indexOf('contraseña de un solo uso')).toBeLessThan(
      mail!.text.indexOf('one-time password'),
    );
    expect(mail!.html).toContain('lang="en"');
    const code = await mailedCode(user);
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
    expect(await t.deps.db.select().from(outboxEmails)).toHaveLength(before.length);
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
