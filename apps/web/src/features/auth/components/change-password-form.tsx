import { Button, PasswordInput, Stack, Text } from '@mantine/core';
import { ZPasswordChangeForm } from '@puente/shared';
import { useTranslation } from 'react-i18next';
import type { FieldFailure } from '../../../ui/form/rule-text';
import { useSchemaForm } from '../../../ui/form/use-schema-form';

type Props = { busy: boolean; lastStep: boolean; onSubmit: (newPassword: string) => void };

/** The spec's message keys for the shared schema's codes. */
const messageKeys: Record<string, string> = {
  'password-requirements': 'app.page.passwordchange.requirements',
  'confirmation-not-match': 'common.validation.passwordDoNotMatch',
};

/** New password and confirmation (shared schema): 8 characters and a digit, and both equal. */
export function ChangePasswordForm({ busy, lastStep, onSubmit }: Props) {
  const { t } = useTranslation('auth');
  const { form, valid, inputProps, onKeyDown } = useSchemaForm({
    schema: ZPasswordChangeForm,
    initialValues: { newPassword: '', confirmation: '' },
    messages: (failure: FieldFailure) => {
      const key = messageKeys[failure.code];
      return key ? t(key) : undefined;
    },
  });
  const newPassword = inputProps('newPassword');
  return (
    <form
      noValidate
      onKeyDown={onKeyDown}
      onSubmit={(event) => {
        event.preventDefault();
        if (valid && !busy) onSubmit(form.getValues().newPassword);
      }}
    >
      <Stack gap="md">
        <Text size="sm">{t('change.intro')}</Text>
        <PasswordInput
          label={t('change.newPassword')}
          autoComplete="new-password"
          required
          {...newPassword}
          description={newPassword.error ? undefined : t('app.page.passwordchange.requirements')}
        />
        <PasswordInput
          label={t('change.confirmation')}
          autoComplete="new-password"
          required
          {...inputProps('confirmation')}
        />
        <Button type="submit" disabled={!valid} loading={busy} fullWidth>
          {lastStep ? t('change.submit') : t('change.next')}
        </Button>
      </Stack>
    </form>
  );
}
