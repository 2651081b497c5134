import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { anonymousState, useSession } from '../../../lib/session/session-store';
import { server } from '../../../test/msw-server';
import { useMessageQueue } from '../../../ui/messages/message-store';
import { renderWithApp } from '../../../ui/test/render-with-app';
import { PasswordSection } from './password-section';

const signedIn = () =>
  useSession.setState({
    ...anonymousState,
    accessToken: 'token-1',
    identity: { ...anonymousState.identity, id: 'u-1', name: 'Estefanía Muñoz' },
  });

/** PATCH /user/putpassword answers the given list of codes with the status. */
const answer = (status: number, codes: string[]) =>
  server.use(http.patch('/api/user/putpassword', () => HttpResponse.json(codes, { status })));

async function submit(locale: 'es' | 'en') {
  renderWithApp(<PasswordSection />, locale);
  const user = userEvent.setup();
  const [current, next, confirmation] = screen.getAllByLabelText(/./, { selector: 'input' });
  for (const [input, text] of [
    [current!, 'Equivocada1'],
    [next!, 'Nueva12345'],
    [confirmation!, 'Nueva12345'],
  ] as const) {
    await user.click(input);
    await user.paste(text);
  }
  await user.click(
    screen.getByRole('button', { name: locale === 'en' ? 'Change password' : 'Cambiar contraseña' }),
  );
}

afterEach(() => {
  useSession.setState(anonymousState, true);
  useMessageQueue.getState().clear();
});

describe('the password section', { timeout: 20_000 }, () => {
  it('shows a wrong current password under the form and keeps the session', async () => {
    signedIn();
    answer(400, ['user.invalid-password']);
    await submit('en');
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid password');
    expect(useSession.getState().accessToken).toBe('token-1');
  });

  it.each([
    ['en', 'Too many attempts with a wrong password'],
    ['es', 'Demasiados intentos con una contraseña incorrecta'],
  ] as const)(
    'after too many wrong passwords says why (%s) and leaves the ended session',
    async (locale, text) => {
      signedIn();
      answer(401, ['user.password-attempts-exceeded']);
      await submit(locale);
      await waitFor(() => expect(useSession.getState().accessToken).toBeNull());
      const messages = useMessageQueue.getState().messages;
      expect(messages).toEqual([expect.objectContaining({ type: 'error', dialog: true })]);
      expect(messages[0]!.description).toContain(text);
    },
  );
});
