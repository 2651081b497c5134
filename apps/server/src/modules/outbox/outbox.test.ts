import { beforeAll, describe, expect, it } from 'vitest';
import { buildTenant, buildUser } from '../../../test/factories.ts';
import { signIn } from '../../../test/sign-in.ts';
import { useTestApp } from '../../../test/use-test-app.ts';
import type { Tenant } from '../../db/schema/index.ts';

describe('GET /api/admin/outbox', () => {
  let tenant: Tenant;
  let other: Tenant;
  const t = useTestApp();
  beforeAll(async () => {
    tenant = await buildTenant(t.deps.db);
    other = await buildTenant(t.deps.db);
  });

  it("lists the tenant's latest 50 mails, newest first, to administrators only", async () => {
    for (let i = 0; i < 52; i++) {
      await t.deps.mailer.send({
        kind: 'contact-message',
        tenantId: tenant.id,
        to: `a${i}@example.test`,
        subject: `Asunto ${i}`,
        text: `Texto ${i}`,
      });
    }
    await t.deps.mailer.send({
      kind: 'contact-message',
      tenantId: other.id,
      to: 'otro@example.test',
      subject: 'Otro',
      text: 'Otro',
    });
    const admin = await buildUser(t.deps.db, tenant, { role: 'Administrator' });
    const res = await t.app.inject({ url: '/api/admin/outbox', headers: (await signIn(t, admin)).headers });
    expect(res.statusCode).toBe(200);
    const mails = res.json();
    expect(mails).toHaveLength(50);
    expect(mails[0]).toEqual({
      id: expect.any(String),
      to: 'a51@example.test',
      subject: 'Asunto 51',
      text: 'Texto 51',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      status: 'sent',
      attempts: 1,
      lastError: null,
    });
    expect(mails.some((mail: { to: string }) => mail.to === 'otro@example.test')).toBe(false);

    const student = await buildUser(t.deps.db, tenant);
    const refused = await t.app.inject({
      url: '/api/admin/outbox',
      headers: (await signIn(t, student)).headers,
    });
    expect(refused.statusCode).toBe(403);
    const anonymous = await t.app.inject({ url: '/api/admin/outbox', headers: { host: tenant.hosts[0]! } });
    expect(anonymous.statusCode).toBe(401);
  });
});
