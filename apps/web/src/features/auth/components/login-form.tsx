import { Anchor, Button, Checkbox, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { isEmail } from '@puente/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canSubmitLogin } from '../model/login-flow';
import { rememberedUsername } from '../model/remembered-username';

type LoginFormValues = { username: string; password: string; rememberMe: boolean };

type Props = {
  busy: boolean;
  locationPending: boolean;
  onSubmit: (values: LoginFormValues) => void;
  onForgotPassword: () => void;
};

/** Username (prefilled from the remembered one), password, remember me and submit. */
export function LoginForm({ busy, locationPending, onSubmit, onForgotPassword }: Props) {
  const { t } = useTranslation('auth');
  const [username, setUsername] = useState(rememberedUsername);
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(() => rememberedUsername() !== '');
  const [usernameTouched, setUsernameTouched] = useState(false);
  const usernameInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  // The page arrives prerendered: what was typed (or autofilled) before it was hydrated is kept. (Clicks
  // wait for the hydration: see lib/prerender.ts.)
  useEffect(() => {
    if (usernameInput.current?.value) setUsername(usernameInput.current.value);
    if (passwordInput.current?.value) setPassword(passwordInput.current.value);
  }, []);
  const enabled = canSubmitLogin({ username, password }, locationPending);
  const usernameError =
    usernameTouched && username.trim() !== '' && !isEmail(username.trim().toLowerCase())
      ? t('errors:errors.username.invalid')
      : undefined;

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (enabled && !busy) onSubmit({ username: username.trim(), password, rememberMe });
      }}
    >
      <Stack gap="md">
        <TextInput
          label={t('login.username')}
          type="email"
          autoComplete="username"
          required
          ref={usernameInput}
          value={username}
          error={usernameError}
          onChange={(event) => setUsername(event.currentTarget.value)}
          onBlur={() => setUsernameTouched(true)}
        />
        <PasswordInput
          label={t('login.password')}
          autoComplete="current-password"
          required
          ref={passwordInput}
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
        />
        <Checkbox
          label={t('login.rememberMe')}
          checked={rememberMe}
          onChange={(event) => setRememberMe(event.currentTarget.checked)}
        />
        <Button type="submit" disabled={!enabled} loading={busy} fullWidth>
          {t('login.submit')}
        </Button>
        <Group justify="center">
          <Anchor component="button" type="button" size="sm" onClick={onForgotPassword}>
            {t('login.forgotPassword')}
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
