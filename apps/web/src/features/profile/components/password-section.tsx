import { Alert, Button, Group, PasswordInput, Stack, Title } from '@mantine/core';
import { type TProfilePasswordForm, ZProfilePasswordForm } from '@puente/shared';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { useSession } from '../../../lib/session';
import { establishSession } from '../../../lib/session/session-service';
import { anonymousState } from '../../../lib/session/session-store';
import { useSchemaForm } from '../../../ui/form/use-schema-form';
import { showDialog, showToast } from '../../../ui/messages/show-message';
import { changeMyPassword } from '../api/put-password';

/** Too many wrong current passwords: the server ended the session. */
const attemptsExceeded = (error: unknown) =>
  error instanceof ApiError && error.code === 'user.password-attempts-exceeded';

const empty: TProfilePasswordForm = { currentPassword: '', newPassword: '', confirmation: '' };

/**
 * The signed-in password change: the current password, then the new one (8 characters and a digit) and
 * its confirmation. Every other device is signed out; this one goes on with the new session.
 */
export function PasswordSection() {
  const { t } = useTranslation('people');
  const userId = useSession((state) => state.identity.id);
  const { form, valid, inputProps, onKeyDown, rebase } = useSchemaForm({
    schema: ZProfilePasswordForm,
    initialValues: empty,
  });
  const change = useMutation({
    mutationFn: changeMyPassword,
    onSuccess: (response) => {
      // Every session ended, this one included: this device goes on with the new one.
      const { rememberMe } = useSession.getState();
      useSession.setState(anonymousState, true);
      establishSession(response, rememberMe);
      rebase(empty);
      form.setValues(empty);
      showToast('success', t('password.changed'));
    },
    onError: (error) => {
      if (attemptsExceeded(error)) {
        // Too many wrong passwords: the server ended this session. Say why, then the sign-in.
        showDialog({ type: 'error', description: errorText(error) });
        useSession.setState(anonymousState, true);
      }
    },
  });
  const failure = change.error && !attemptsExceeded(change.error) ? errorText(change.error) : null;
  const newPassword = inputProps('newPassword');
  return (
    <Stack component="section" gap="sm" aria-labelledby="password-title">
      <Title order={2} size="h3" id="password-title">
        {t('password.title')}
      </Title>
      <form
        noValidate
        aria-labelledby="password-title"
        onKeyDown={onKeyDown}
        onSubmit={(event) => {
          event.preventDefault();
          if (!valid || change.isPending || !userId) return;
          const values = form.getValues();
          change.mutate({
            userId,
            currentPassword: values.currentPassword,
            newPassword: values.newPassword,
            termsAccepted: true,
          });
        }}
      >
        <Stack gap="sm" maw={420}>
          <PasswordInput
            label={t('password.current')}
            autoComplete="current-password"
            required
            {...inputProps('currentPassword')}
          />
          <PasswordInput
            label={t('password.new')}
            autoComplete="new-password"
            required
            {...newPassword}
            description={newPassword.error ? undefined : t('password.rules')}
          />
          <PasswordInput
            label={t('password.confirmation')}
            autoComplete="new-password"
            required
            {...inputProps('confirmation')}
          />
          {failure ? (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          ) : null}
          <Group>
            <Button type="submit" disabled={!valid} loading={change.isPending}>
              {t('password.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
