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
}
