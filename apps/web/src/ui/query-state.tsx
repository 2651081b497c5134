import { Alert, Button } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../lib/error-text';
import { LoaderView } from './delayed-loader';
import { useDelayedLoading } from './use-delayed-loading';

/** Loader while a query waits (after 250 ms, for at least 150 ms), a translated error with a retry button when it fails, else its content. */
export function QueryState<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('common');
  // The loader, once shown, stays its 150 ms even when the data arrives sooner.
  const showLoader = useDelayedLoading(query.isPending);
  if (showLoader) return <LoaderView />;
  if (query.isPending) return null;
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
