import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { isEmail } from '@puente/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type Props = { busy: boolean; onSubmit: (username: string) => void; onBack: () => void };

/** One username field labelled as an e-mail, a submit button and a link back to login. */
export function ForgotPasswordForm({ busy, onSubmit, onBack }: Props) {
  const { t } = useTranslation('auth');
  const [username, setUsername] = useState('');
  const valid = isEmail(username.trim().toLowerCase());
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (valid && !busy) onSubmit(username.trim());
      }}
    >
      <Stack gap="md">
        <Text size="sm">{t('forgot.intro')}</Text>
        <TextInput
          label={t('forgot.email')}
          type="email"
          autoComplete="username"
          required
          value={username}
          onChange={(event) => setUsername(event.currentTarget.value)}
        />
        <Button type="submit" disabled={!valid} loading={busy} fullWidth>
          {t('forgot.submit')}
        </Button>
        <Group justify="center">
          <Anchor component="button" type="button" size="sm" onClick={onBack}>
            {t('backToLogin')}
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
