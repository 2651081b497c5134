import { Alert, Button, Container, Loader, Stack, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { errorText } from '../../../lib/error-text';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { postRemindersOff } from '../api/onboarding-api';
import { registerOnboardingTexts } from '../onboarding-texts';

/**
 * /study-reminders/off?token=… — the reminder mail's link: opening it turns the study reminders off at
 * once, signed in or not (the token names the student).
 */
export default function RemindersOffPage() {
  registerOnboardingTexts();
  const { t } = useTranslation('onboarding');
  useDocumentTitle(t('off.title'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const off = useMutation({ mutationFn: postRemindersOff });
  // biome-ignore lint/correctness/useExhaustiveDependencies: sent once, for the link's token
  useEffect(() => {
    if (token.length >= 20) off.mutate(token);
  }, [token]);
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1}>{t('off.title')}</Title>
        {token.length < 20 ? (
          <Alert color="red" role="alert" title={t('off.missing')} />
        ) : off.isSuccess ? (
          <Alert color="teal" role="status" title={t('off.done')} />
        ) : off.isError ? (
          <Alert color="red" role="alert" title={errorText(off.error)} />
        ) : (
          <Stack align="center" gap="xs" role="status">
            <Loader size="sm" />
            {t('off.working')}
          </Stack>
        )}
        <div>
          <Button component={Link} to="/" variant="light">
            {t('off.home')}
          </Button>
        </div>
      </Stack>
    </Container>
  );
}
