import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/use-test-app.ts';
import { DEMO_PASSWORD } from '../../../seed/demo-data.ts';
import { type DemoSeed, seedDemo } from '../../../seed/seed-demo.ts';
import { bearer, postLogin } from '../auth.test-support.ts';

describe('demo users sign in', () => {
  let demo: DemoSeed;
  const t = useTestApp();
  beforeAll(async () => {
    demo = await seedDemo(t.deps.db, t.deps.clock);
  });

  it('nuevo@demo.puente.test goes through the change-password and terms steps', async () => {
    const res = await postLogin(t, 'localhost', {
      username: 'nuevo@demo.puente.test',
      password: DEMO_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ userId: demo.users.nuevo.id, forceChangePassword: true, agreeTerms: true });
    const done = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/putpassword',
      headers: bearer(body.tokenId, 'localhost'),
      payload: { userId: body.userId, newPassword: 'Bienvenida2026', termsAccepted: true },
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ forceChangePassword: false, agreeTerms: false });
  });

  it('the other demo users sign in directly', async () => {
    for (const username of [
      'admin@demo.puente.test',
      'estudiante@demo.puente.test',
      'profesor@demo.puente.test',
    ]) {
      const res = await postLogin(t, 'localhost', { username, password: DEMO_PASSWORD });
      expect(res.statusCode, username).toBe(200);
      expect(res.json(), username).toMatchObject({ forceChangePassword: false, agreeTerms: false });
    }
  });
});
