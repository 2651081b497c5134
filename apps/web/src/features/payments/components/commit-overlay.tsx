import { Loader, Overlay, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The global loading indicator while a payment or a card is committed. */
export function CommitOverlay({ visible }: { visible: boolean }) {
  const { t } = useTranslation('payments');
  if (!visible) return null;
  return (
    <Overlay fixed center zIndex={1000} color="#fff" backgroundOpacity={0.7} blur={1}>
      <Stack align="center" gap="xs" role="status" aria-live="polite">
        <Loader />
        <Text fw={600}>{t('commit.label')}</Text>
      </Stack>
    </Overlay>
  );
}
