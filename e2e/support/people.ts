import { type APIRequestContext, expect } from '@playwright/test';
import { droppedMails, PASSWORD } from './auth';

/** Signs a demo user in through the API; answers the bearer headers. */
export async function apiSignIn(request: APIRequestContext, email: string, password = PASSWORD) {
  const login = await request.post('/api/authentication/login', { data: { username: email, password } });
  expect(login.status(), await login.text()).toBe(200);
  const body = (await login.json()) as { tokenId: string; userId: string };
  return { headers: { authorization: `Bearer ${body.tokenId}` }, userId: body.userId };
}

/** The newest temporary password mailed to `email` in an invitation (read from the delivered mails). */
export async function mailedTemporaryPassword(email: string): Promise<string> {
  let password = '';
  await expect
    .poll(async () => {
      const mail = (await droppedMails<{ to: string; text: string }>()).find((each) => each.to === email);
      password = mail ? (/Contraseña temporal: (\S+)/.exec(mail.text)?.[1] ?? '') : '';
      return password;
    })
    .not.toBe('');
  return password;
}

/** The master user deactivates every guest of theirs but invitado: the demo account as it was. */
export async function removeNewGuests(request: APIRequestContext, masterEmail: string) {
  const { headers } = await apiSignIn(request, masterEmail);
  const list = await request.get('/api/account/guests', { headers });
  const { items } = (await list.json()) as { items: { id: string; email: string }[] };
  for (const guest of items.filter((g) => g.email !== 'invitado@demo.puente.test')) {
    const removed = await request.delete(`/api/account/guests/${guest.id}`, { headers });
    expect(removed.status()).toBe(204);
  }
  await request.put('/api/authentication/logoff', { headers });
}

/** A new guest of estudiante who has chosen a password and accepted the terms (through the API). */
export async function readyGuest(request: APIRequestContext, email: string, password: string) {
  const { headers } = await apiSignIn(request, 'estudiante@demo.puente.test');
  const invited = await request.post('/api/account/guests', {
    headers,
    data: { firstName: 'Gala', lastName: 'Invitada', email },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const temporary = await mailedTemporaryPassword(email);
  const login = await request.post('/api/authentication/login', {
    data: { username: email, password: temporary },
  });
  const step = (await login.json()) as { tokenId: string; userId: string };
  const changed = await request.patch('/api/user/putpassword', {
    headers: { authorization: `Bearer ${step.tokenId}` },
    data: { userId: step.userId, newPassword: password, termsAccepted: true },
  });
  expect(changed.status(), await changed.text()).toBe(200);
  // Past the first sign-in's placement test and goal, as the specs before it expect (home after sign-in).
  const { tokenId } = (await changed.json()) as { tokenId: string };
  const skipped = await request.post('/api/onboarding/skip', {
    headers: { authorization: `Bearer ${tokenId}` },
  });
  expect(skipped.status(), await skipped.text()).toBe(204);
}

/**
 * A new student created by the administrator, who has chosen a password and accepted the terms (through
 * the API) in a language, and not yet had their first sign-in in the app: the onboarding waits for them.
 */
export async function readyNewStudent(
  request: APIRequestContext,
  email: string,
  password: string,
  locale: 'es' | 'en',
) {
  const admin = await apiSignIn(request, 'admin@demo.puente.test');
  const created = await request.post('/api/admin/users', {
    headers: admin.headers,
    data: { firstName: 'Nora', lastName: 'Nueva', email, role: 'Student', isMaster: true, isTutor: false },
  });
  expect(created.status(), await created.text()).toBe(201);
  await request.put('/api/authentication/logoff', { headers: admin.headers });
  const temporary = await mailedTemporaryPassword(email);
  const login = await request.post('/api/authentication/login', {
    data: { username: email, password: temporary },
  });
  const step = (await login.json()) as { tokenId: string; userId: string };
  const changed = await request.patch('/api/user/putpassword', {
    headers: { authorization: `Bearer ${step.tokenId}` },
    data: { userId: step.userId, newPassword: password, termsAccepted: true },
  });
  expect(changed.status(), await changed.text()).toBe(200);
  const { tokenId } = (await changed.json()) as { tokenId: string };
  const headers = { authorization: `Bearer ${tokenId}` };
  const saved = await request.put('/api/user/locale', { headers, data: { locale } });
  expect(saved.ok()).toBe(true);
  await request.put('/api/authentication/logoff', { headers });
}
