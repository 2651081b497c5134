import { Alert, Button } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api-client';
import { DelayedLoader } from './delayed-loader';

/** The translated text of a failed call: the server's code, or the generic message. */
export function useErrorText() {
  const { t } = useTranslation('common');
  return (error: unknown) => {
    if (error instanceof ApiError) {
      if (error.code === 'network') return t('messages.default.network');
      return t(`errors:${error.code}`, { defaultValue: t('messages.default.error') });
    }
    return t('messages.default.error');
  };
}

/** Loader while a query waits, a translated error with a retry button when it fails, else its content. */
export function QueryState<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('common');
  const errorText = useErrorText();
  if (query.isPending) return <DelayedLoader />;
  if (query.isError) {
    return (
      <Alert color="red" role="alert" title={errorText(query.error)}>
        <Button mt="xs" size="xs" variant="outline" color="red.9" onClick={() => void query.refetch()}>
          {t('app.retry')}
        </Button>
      </Alert>
    );
  }
  return <>{children(query.data)}</>;
}
