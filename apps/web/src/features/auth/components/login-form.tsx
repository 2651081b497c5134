import { Anchor, Button, Checkbox, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useField } from '@mantine/form';
import { isEmail } from '@puente/shared';
import { useEffect, useRef } from 'react';
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

const USERNAME_INVALID = 'errors:errors.username.invalid';

/**
 * Username (prefilled from the remembered one), password, remember me and submit. The fields' state is
 * `@mantine/form`'s `useField` (the form framework's state library, one field at a time: its `useForm`
 * would cost the login page, at its JavaScript budget, 6 KB gzip more; decision 0042). The username is
 * checked with the shared e-mail rule when it is left, and the error clears while it is edited.
 */
export function LoginForm({ busy, locationPending, onSubmit, onForgotPassword }: Props) {
  const { t } = useTranslation('auth');
  const username = useField({
    initialValue: rememberedUsername(),
    validateOnBlur: true,
    validate: (value) => {
      const text = value.trim();
      return text !== '' && !isEmail(text.toLowerCase()) ? USERNAME_INVALID : null;
    },
  });
  const password = useField({ initialValue: '' });
  const rememberMe = useField({ initialValue: rememberedUsername() !== '', type: 'checkbox' });
  const usernameInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  // The page arrives prerendered: what was typed (or autofilled) before it was hydrated is kept. (Clicks
  // wait for the hydration: see lib/prerender.ts.)
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at hydration
  useEffect(() => {
    if (usernameInput.current?.value) username.setValue(usernameInput.current.value);
    if (passwordInput.current?.value) password.setValue(passwordInput.current.value);
  }, []);
  const values = { username: username.getValue(), password: password.getValue() };
  const enabled = canSubmitLogin(values, locationPending);

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (enabled && !busy)
          onSubmit({
            username: values.username.trim(),
            password: values.password,
            rememberMe: rememberMe.getValue(),
          });
      }}
    >
      <Stack gap="md">
        <TextInput
          label={t('login.username')}
          type="email"
          autoComplete="username"
          required
          ref={usernameInput}
          {...username.getInputProps()}
          error={username.error ? t(String(username.error)) : undefined}
        />
        <PasswordInput
          label={t('login.password')}
          autoComplete="current-password"
          required
          ref={passwordInput}
          {...password.getInputProps()}
        />
        <Checkbox label={t('login.rememberMe')} {...rememberMe.getInputProps()} />
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
