import { expect, test } from '@playwright/test';
import { droppedMails, PASSWORD, USERS } from '../support/auth';

/**
 * What only two instances on one database can get wrong (the two-instances project: the proxy of
 * support/two-instances.ts alternates between the apps; these calls name each app directly).
 */
const proxy = `http://localhost:${process.env.PAIR_PORT}`;
const apps = [1, 2].map((n) => `http://localhost:${Number(process.env.PAIR_PORT) + n}`) as [string, string];

const json = { 'content-type': 'application/json' };
const bearer = (token: string) => ({ authorization: `Bearer ${token}`, ...json });

async function login(app: string, username: string): Promise<string> {
  const res = await fetch(`${app}/api/authentication/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ username, password: PASSWORD }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { tokenId: string }).tokenId;
}

const me = (app: string, token: string) =>
  fetch(`${app}/api/user/me`, { headers: bearer(token) }).then((res) => res.status);

async function balanceCents(app: string, token: string): Promise<number> {
  const res = await fetch(`${app}/api/account/getmyaccount`, { headers: bearer(token) });
  expect(res.status).toBe(200);
  return Math.round(((await res.json()) as { balance: number }).balance * 100);
}

test('the proxy sends one request to each app in turn', async () => {
  const upstreams = await Promise.all(
    [1, 2, 3, 4].map(() => fetch(`${proxy}/api/health`).then((res) => res.headers.get('x-upstream'))),
  );
  expect(new Set(upstreams)).toEqual(new Set(apps.map((app) => new URL(app).port)));
});

test('a logoff or a refresh on one app is refused by the other at once', async () => {
  for (const [signedInOn, revokedOn] of [apps, [...apps].reverse()] as [string, string][]) {
    const token = await login(signedInOn, USERS.estudiante);
    // Both apps have seen (and cached) the session before it is revoked.
    for (const app of apps) expect(await me(app, token)).toBe(200);
    const logoff = await fetch(`${revokedOn}/api/authentication/logoff`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(logoff.status).toBe(204);
    expect(await me(signedInOn, token)).toBe(401);
    expect(await me(revokedOn, token)).toBe(401);

    const old = await login(signedInOn, USERS.estudiante);
    for (const app of apps) expect(await me(app, old)).toBe(200);
    const refreshed = await fetch(`${revokedOn}/api/authentication/refresh`, {
      method: 'POST',
      headers: { authorization: `Bearer ${old}` },
    });
    expect(refreshed.status).toBe(200);
    const { tokenId } = (await refreshed.json()) as { tokenId: string };
    expect(await me(signedInOn, old)).toBe(401);
    expect(await me(signedInOn, tokenId)).toBe(200);
  }
});

test('a payment sent to both apps, with its key or identical without one, is charged once', async () => {
  const token = await login(apps[0], USERS.estudiante);
  const customer = (
    (await fetch(`${apps[1]}/api/retail/getstripecustomer`, { headers: bearer(token) }).then((r) =>
      r.json(),
    )) as { id: string }
  ).id;
  const attached = await fetch(`${apps[0]}/api/retail/attachpaymentmethod`, {
    method: 'POST',
    headers: bearer(token),
    body: JSON.stringify({
      number: '4242424242424242',
      customer,
      cvc: '123',
      expMonth: 12,
      expYear: new Date().getUTCFullYear() + 3,
      zipCode: '28001',
    }),
  });
  expect(attached.status).toBe(200);
  const paymentMethodId = ((await attached.json()) as { id: string }).id;
  const pay = async (app: string, cents: number, key?: string) => {
    const res = await fetch(`${app}/api/retail/registerretailpayment`, {
      method: 'POST',
      headers: key ? { ...bearer(token), 'idempotency-key': key } : bearer(token),
      body: JSON.stringify({ amount: cents / 100, customer, paymentMethodId }),
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as { status: string; balance?: number }).status;
  };
  // Every request above has been answered, so every charge is made: each app's figures settle on the
  // balance charged once. (The app that did not take a payment may answer its cached figures for the few
  // milliseconds until the database's change notification reaches it, decision 0020.)
  const expectBalance = async (cents: number) => {
    for (const app of apps) await expect.poll(() => balanceCents(app, token), { timeout: 2_000 }).toBe(cents);
  };
  const before = await balanceCents(apps[1], token);

  // The same key on both apps at once, then again on each: one charge of 0.01.
  const key = `two-instances-${Date.now()}`;
  expect(await Promise.all([pay(apps[0], 1, key), pay(apps[1], 1, key)])).toEqual(['succeeded', 'succeeded']);
  expect(await pay(apps[1], 1, key)).toBe('succeeded');
  expect(await pay(apps[0], 1, key)).toBe('succeeded');
  await expectBalance(before - 1);

  // No key: the same payment on one app and then the other is one charge of 0.02 ...
  expect(await pay(apps[0], 2)).toBe('succeeded');
  expect(await pay(apps[1], 2)).toBe('succeeded');
  await expectBalance(before - 3);
  // ... and so is the same payment sent to both at once (0.03).
  expect(await Promise.all([pay(apps[1], 3), pay(apps[0], 3)])).toEqual(['succeeded', 'succeeded']);
  await expectBalance(before - 6);
});

test('the billing day both apps ran at start sent each reminder once', async () => {
  // estudiante's installment 5 falls due in 3 days (demo data): one reminder, though both apps ran the
  // day on the same data at the same moment; the outbox agrees with what was delivered.
  const delivered = async () =>
    (await droppedMails<{ to: string; subject: string }>())
      .filter((mail) => mail.to === USERS.estudiante && /^Recordatorio: la cuota 5 /.test(mail.subject))
      .map((mail) => mail.subject);
  await expect.poll(async () => (await delivered()).length).toBe(1);
  const token = await login(apps[1], USERS.admin);
  const outbox = (await fetch(`${apps[0]}/api/admin/outbox`, { headers: bearer(token) }).then((r) =>
    r.json(),
  )) as { to: string; subject: string }[];
  expect(
    outbox.filter(
      (mail) => mail.to === USERS.estudiante && mail.subject.startsWith('Recordatorio: la cuota 5 '),
    ),
  ).toHaveLength(1);
});
