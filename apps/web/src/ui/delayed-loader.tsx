import { Center, Loader } from '@mantine/core';
import { LOADER_DELAY_MS, LOADER_MIN_DURATION_MS } from '@puente/shared';
import { useTranslation } from 'react-i18next';
import { useSpinDelay } from 'spin-delay';

/** A loader that appears only after 250 ms of waiting and then stays at least 150 ms (no flicker). */
export function DelayedLoader({
  loading = true,
  fullHeight = false,
}: {
  loading?: boolean;
  fullHeight?: boolean;
}) {
  const { t } = useTranslation();
  const show = useSpinDelay(loading, {
    delay: LOADER_DELAY_MS,
    minDuration: LOADER_MIN_DURATION_MS,
    ssr: false,
  });
  if (!show) return null;
  return (
    <Center h={fullHeight ? '60vh' : undefined} py="xl" role="status" aria-live="polite">
      <Loader aria-label={t('app.loading')} />
    </Center>
  );
}
