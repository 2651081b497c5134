import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTenant, buildUser } from '../../../test/factories.ts';
import { droppedMails, newMailDropDir } from '../../../test/mail-drop.ts';
import { signIn } from '../../../test/sign-in.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import { outboxEmails, type Tenant, tenants, users } from '../../db/schema/index.ts';
import { SECRET_MASK } from '../../lib/mailer.ts';

describe('guests of a master user (/add-user)', () => {
  let tenant: Tenant;
  const t = useTestApp(async () => ({ config: { MAIL_DROP_DIR: await newMailDropDir() } }));
  beforeAll(async () => {
    tenant = await buildTenant(t.deps.db, { guestLimit: 2 });
  });

  const newMaster = async () => {
    const master = await buildUser(t.deps.db, tenant);
    return { master, headers: (await signIn(t, master)).headers };
  };
  const invite = (headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/account/guests', headers, payload });
  const guestPayload = (name: string) => ({
    firstName: name,
    lastName: 'Invitada',
    email: `${name.toLowerCase()}-${Math.random().toString(36).slice(2, 8)}@example.test`,
  });
  const temporaryPasswordIn = (text: string) => /(?:temporal|Temporary password): (\S+)/.exec(text)?.[1];

  it('adds guests up to the limit, then refuses with the spec message in both languages', async () => {
    const { master, headers } = await newMaster();
    for (const name of ['Ana', 'Bea'])
      expect((await invite(headers, guestPayload(name))).statusCode).toBe(201);
    const past = await invite(headers, guestPayload('Carla'));
    expect(past.statusCode).toBe(409);
    expect(past.json()).toMatchObject({
      code: 'user.guest-slots-taken',
      message: 'El usuario no puede crear más invitados',
    });
    await t.deps.db.update(users).set({ preferredLocale: 'en' }).where(eq(users.id, master.id));
    const inEnglish = await invite((await signIn(t, master)).headers, guestPayload('Carla'));
    expect(inEnglish.statusCode).toBe(409);
    expect(inEnglish.json().message).toBe('User Cannot Create more Guests');
    const list = await t.app.inject({ url: '/api/account/guests', headers });
    expect(list.json()).toMatchObject({ limit: 2, used: 2 });
    expect(list.json().items.map((g: { firstName: string }) => g.firstName)).toEqual(['Ana', 'Bea']);
  });

  it('mails a temporary password (masked in the outbox) that leads to the forced change and the terms', async () => {
    const { headers } = await newMaster();
    const payload = guestPayload('Dora');
    const res = await invite(headers, payload);
    expect(res.json()).toMatchObject({ email: payload.email, invitationPending: true });
    const [mail] = await droppedMails(t, payload.email);
    const temporary = temporaryPasswordIn(mail!.text)!;
    expect(temporary).toMatch(/^\S{12}$/);
    const [stored] = await t.deps.db.select().from(outboxEmails).where(eq(outboxEmails.to, payload.email));
    expect(stored!.text).not.toContain(temporary);
    expect(stored!.text).toContain(SECRET_MASK);
    expect(stored!.html).not.toContain(temporary);

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/authentication/login',
      headers: { host: tenant.hosts[0]! },
      payload: { username: payload.email, password: temporary },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ forceChangePassword: true, agreeTerms: true });
  });

  it('resends while pending (the old password stops working), deactivates and frees the seat', async () => {
    const { headers } = await newMaster();
    const payload = guestPayload('Eva');
    const guest = (await invite(headers, payload)).json();
    const first = temporaryPasswordIn((await droppedMails(t, payload.email)).at(-1)!.text)!;
    const resent = await t.app.inject({
      method: 'POST',
      url: `/api/account/guests/${guest.id}/resend`,
      headers,
    });
    expect(resent.statusCode).toBe(200);
    const second = temporaryPasswordIn((await droppedMails(t, payload.email)).at(-1)!.text)!;
    expect(second).not.toBe(first);
    const login = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/authentication/login',
        headers: { host: tenant.hosts[0]! },
        payload: { username: payload.email, password },
      });
    expect((await login(first)).statusCode).toBe(401);
    expect((await login(second)).statusCode).toBe(200);

    await invite(headers, guestPayload('Fina'));
    expect((await invite(headers, guestPayload('Gala'))).statusCode).toBe(409);
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/account/guests/${guest.id}`, headers });
    expect(removed.statusCode).toBe(204);
    expect((await login(second)).statusCode).toBe(401);
    expect((await invite(headers, guestPayload('Gala'))).statusCode).toBe(201);
  });

  it("ends a deactivated guest's sessions at once", async () => {
    const { master, headers } = await newMaster();
    const guest = await buildUser(t.deps.db, tenant, { accountId: master.accountId, membership: 'Guest' });
    const guestHeaders = (await signIn(t, guest)).headers;
    expect((await t.app.inject({ url: '/api/user/me', headers: guestHeaders })).statusCode).toBe(200);
    await t.app.inject({ method: 'DELETE', url: `/api/account/guests/${guest.id}`, headers });
    expect((await t.app.inject({ url: '/api/user/me', headers: guestHeaders })).statusCode).toBe(401);
  });

  it('refuses to resend to a guest who has signed in', async () => {
    const { master, headers } = await newMaster();
    const guest = await buildUser(t.deps.db, tenant, { accountId: master.accountId, membership: 'Guest' });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/account/guests/${guest.id}/resend`,
      headers,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('user.invitation-accepted');
  });

  it('refuses an e-mail in use in the school, with a translated message', async () => {
    const { headers } = await newMaster();
    const other = await buildUser(t.deps.db, tenant);
    const res = await invite(headers, {
      firstName: 'Hilda',
      lastName: 'Ruiz',
      email: other.email.toUpperCase(),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'user.username-in-use',
      message: 'El nombre de usuario ya está en uso',
    });
  });

  it('a master cannot add to another account nor raise the limit, nor touch another account’s guests', async () => {
    const { master, headers } = await newMaster();
    const { master: neighbour } = await newMaster();
    const neighboursGuest = await buildUser(t.deps.db, tenant, {
      accountId: neighbour.accountId,
      membership: 'Guest',
    });
    const withAccount = await invite(headers, { ...guestPayload('Ines'), accountId: neighbour.accountId });
    expect(withAccount.statusCode).toBe(400);
    const withLimit = await invite(headers, { ...guestPayload('Ines'), guestLimit: 10 });
    expect(withLimit.statusCode).toBe(400);
    for (const [method, url] of [
      ['DELETE', `/api/account/guests/${neighboursGuest.id}`],
      ['POST', `/api/account/guests/${neighboursGuest.id}/resend`],
      ['DELETE', `/api/account/guests/${master.id}`],
    ] as const) {
      const res = await t.app.inject({ method, url, headers });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('user.not-found');
    }
    const [row] = await t.deps.db.select().from(tenants).where(eq(tenants.id, tenant.id));
    expect(row!.guestLimit).toBe(2);
    const neighbourGuests = await t.deps.db
      .select()
      .from(users)
      .where(and(eq(users.accountId, neighbour.accountId!), eq(users.membership, 'Guest')));
    expect(neighbourGuests.map((u) => u.id)).toEqual([neighboursGuest.id]);
  });

  it('a guest, a member who is not the master and staff cannot add users', async () => {
    const { master } = await newMaster();
    const guest = await buildUser(t.deps.db, tenant, { accountId: master.accountId, membership: 'Guest' });
    const professor = await buildUser(t.deps.db, tenant, { role: 'Professor' });
    for (const user of [guest, professor]) {
      const res = await invite((await signIn(t, user)).headers, guestPayload('Julia'));
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('system.forbidden');
    }
  });

  it('two invitations at once cannot both take the last seat', async () => {
    const { master, headers } = await newMaster();
    await buildUser(t.deps.db, tenant, { accountId: master.accountId, membership: 'Guest' });
    const answers = await Promise.all([
      invite(headers, guestPayload('Kira')),
      invite(headers, guestPayload('Lola')),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
  });
});
