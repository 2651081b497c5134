import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDelayedLoading } from './use-delayed-loading';

/** The loader itself, drawn as soon as it renders: the caller decides when (useDelayedLoading). */
export function LoaderView({
  fullHeight = false,
  hidden = false,
}: {
  fullHeight?: boolean;
  hidden?: boolean;
}) {
  const { t } = useTranslation();
  if (hidden) return null;
  return (
    <Center h={fullHeight ? '60vh' : undefined} py="xl" role="status" aria-live="polite" data-testid="loader">
      <Loader role="progressbar" aria-label={t('app.loading')} />
    </Center>
  );
}

/**
 * A loader that appears only after 250 ms of waiting and then stays at least 150 ms while it stays
 * mounted. Where it would unmount when the wait ends, the parent calls useDelayedLoading instead.
 */
export function DelayedLoader({
  loading = true,
  fullHeight = false,
}: {
  loading?: boolean;
  fullHeight?: boolean;
}) {
  const show = useDelayedLoading(loading);
  return show ? <LoaderView fullHeight={fullHeight} /> : null;
}
