import { Alert, Button, Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { LazyTimeoutError } from './lazy-route';

/** What a screen shows when it failed to load: 'Error!' or the lazy-load timeout text. */
export default function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation();
  const timedOut = error instanceof LazyTimeoutError;
  return (
    <Container size="sm" py="xl">
      <Alert color="red" title={timedOut ? t('app.timeout') : t('app.error')} role="alert">
        <Button mt="sm" variant="light" color="red" onClick={() => window.location.reload()}>
          {t('app.retry')}
        </Button>
      </Alert>
    </Container>
  );
}
