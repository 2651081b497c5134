import { Button, PasswordInput, Stack, Text } from '@mantine/core';
import { meetsPasswordRequirements } from '@puente/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type Props = { busy: boolean; lastStep: boolean; onSubmit: (newPassword: string) => void };

/** New password and confirmation: 8 characters and a digit, and both equal. */
export function ChangePasswordForm({ busy, lastStep, onSubmit }: Props) {
  const { t } = useTranslation('auth');
  const [newPassword, setNewPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [touched, setTouched] = useState({ newPassword: false, confirmation: false });
  const meetsRules = meetsPasswordRequirements(newPassword);
  const matches = confirmation === newPassword;
  const valid = meetsRules && matches;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (valid && !busy) onSubmit(newPassword);
      }}
    >
      <Stack gap="md">
        <Text size="sm">{t('change.intro')}</Text>
        <PasswordInput
          label={t('change.newPassword')}
          autoComplete="new-password"
          required
          value={newPassword}
          description={
            touched.newPassword && !meetsRules ? undefined : t('app.page.passwordchange.requirements')
          }
          error={touched.newPassword && !meetsRules ? t('app.page.passwordchange.requirements') : undefined}
          onChange={(event) => setNewPassword(event.currentTarget.value)}
          onBlur={() => setTouched((state) => ({ ...state, newPassword: true }))}
        />
        <PasswordInput
          label={t('change.confirmation')}
          autoComplete="new-password"
          required
          value={confirmation}
          error={touched.confirmation && !matches ? t('common.validation.passwordDoNotMatch') : undefined}
          onChange={(event) => {
            setConfirmation(event.currentTarget.value);
            if (event.currentTarget.value.length >= newPassword.length) {
              setTouched((state) => ({ ...state, confirmation: true }));
            }
          }}
          onBlur={() => setTouched((state) => ({ ...state, confirmation: true }))}
        />
        <Button type="submit" disabled={!valid} loading={busy} fullWidth>
          {lastStep ? t('change.submit') : t('change.next')}
        </Button>
      </Stack>
    </form>
  );
}
