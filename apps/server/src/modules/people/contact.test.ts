import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTenant, buildUser } from '../../../test/factories.ts';
import { signIn, signInNewUser } from '../../../test/sign-in.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import { contactMessages, outboxEmails, type Tenant } from '../../db/schema/index.ts';

describe('the contact form (/contact-us) and its messages in the administration', () => {
  let tenant: Tenant;
  let other: Tenant;
  const t = useTestApp();
  beforeAll(async () => {
    tenant = await buildTenant(t.deps.db);
    other = await buildTenant(t.deps.db);
  });

  const message = (n: number) => ({
    name: 'Lucía Gómez',
    email: 'lucia@example.test',
    subject: `Consulta ${n}`,
    message: '¿Cuándo empieza el próximo curso?',
  });
  const send = (headers: Record<string, string>, payload: object, ip = '10.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/contact', headers, payload, remoteAddress: ip });

  it('stores an anonymous message and mails it to the support address through the outbox', async () => {
    const res = await send({ host: tenant.hosts[0]! }, message(1), '10.0.0.2');
    expect(res.statusCode).toBe(201);
    const [row] = await t.deps.db.select().from(contactMessages).where(eq(contactMessages.id, res.json().id));
    expect(row).toMatchObject({ tenantId: tenant.id, userId: null, subject: 'Consulta 1' });
    await t.deps.mailer.idle();
    const mails = await t.deps.db.select().from(outboxEmails).where(eq(outboxEmails.to, tenant.supportEmail));
    expect(mails.at(-1)!.text).toContain('¿Cuándo empieza el próximo curso?');
    expect(mails.at(-1)!.text).toContain('lucia@example.test');
  });

  it('records the signed-in sender; refuses blank fields with translated field errors', async () => {
    const student = await buildUser(t.deps.db, tenant);
    const { headers } = await signIn(t, student);
    const res = await send(headers, message(2), '10.0.0.3');
    const [row] = await t.deps.db.select().from(contactMessages).where(eq(contactMessages.id, res.json().id));
    expect(row!.userId).toBe(student.id);
    const blank = await send(headers, { ...message(3), subject: '  ', message: '' }, '10.0.0.3');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().code).toBe('invalid');
    expect(JSON.stringify(blank.json())).toContain('contact.empty-subject');
  });

  it('limits the messages from one address', async () => {
    const answers = [];
    for (let n = 0; n < 6; n++)
      answers.push((await send({ host: tenant.hosts[0]! }, message(n), '10.0.0.9')).statusCode);
    expect(answers).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('staff list and mark messages handled; students may not; another tenant sees none', async () => {
    const sent = (await send({ host: tenant.hosts[0]! }, message(7), '10.0.0.4')).json().id as string;
    const admin = await signInNewUser(t, tenant, { role: 'Administrator' });
    const professor = await signInNewUser(t, tenant, { role: 'Professor' });
    const student = await signInNewUser(t, tenant);
    const otherAdmin = (await signIn(t, await buildUser(t.deps.db, other, { role: 'Administrator' })))
      .headers;

    const list = await t.app.inject({ url: '/api/admin/contact-messages?pending=true', headers: professor });
    expect(list.statusCode).toBe(200);
    expect(list.json().items.map((m: { id: string }) => m.id)).toContain(sent);
    expect((await t.app.inject({ url: '/api/admin/contact-messages', headers: student })).statusCode).toBe(
      403,
    );

    const foreign = await t.app.inject({ url: '/api/admin/contact-messages', headers: otherAdmin });
    expect(foreign.json().items.map((m: { id: string }) => m.id)).not.toContain(sent);
    const foreignMark = await t.app.inject({
      method: 'POST',
      url: `/api/admin/contact-messages/${sent}/handled`,
      headers: otherAdmin,
    });
    expect(foreignMark.statusCode).toBe(404);

    const mark = await t.app.inject({
      method: 'POST',
      url: `/api/admin/contact-messages/${sent}/handled`,
      headers: admin,
    });
    expect(mark.statusCode).toBe(204);
    const after = await t.app.inject({
      url: '/api/admin/contact-messages?SearchValue=Consulta%207',
      headers: admin,
    });
    expect(after.json().items[0]).toMatchObject({ id: sent, handledBy: 'José Pérez Núñez' });
    const pending = await t.app.inject({ url: '/api/admin/contact-messages?pending=true', headers: admin });
    expect(pending.json().items.map((m: { id: string }) => m.id)).not.toContain(sent);
  });
});
