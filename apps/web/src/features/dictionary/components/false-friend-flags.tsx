import { Alert, Stack, Text } from '@mantine/core';
import type { TFalseFriendFlag } from '@puente/shared';
import { useTranslation } from 'react-i18next';

/**
 * The false friends of a search or an entry, each from the side of the word looked up: `embarazada`
 * means pregnant, and `embarrassed` is `avergonzado`; with the reference that attests it.
 */
export function FalseFriendFlags({ flags }: { flags: TFalseFriendFlag[] }) {
  const { t } = useTranslation('dictionary');
  if (flags.length === 0) return null;
  return (
    <Stack gap="xs" aria-label={t('falseFriend.list')} role="group">
      {flags.map((flag) => {
        const spanish = flag.side === 'es';
        return (
          <Alert
            key={`${flag.en}:${flag.es}`}
            color="orange"
            variant="light"
            role="note"
            data-testid="false-friend"
          >
            <Text size="sm" fw={700}>
              {t('falseFriend.title', {
                word: spanish ? flag.es : flag.en,
                other: spanish ? flag.en : flag.es,
              })}
            </Text>
            <Text size="sm">{t(spanish ? 'falseFriend.es' : 'falseFriend.en', flag)}</Text>
            <Text size="xs" c="dimmed" mt={4} style={{ overflowWrap: 'anywhere' }}>
              {t('falseFriend.source', { source: flag.source })}
            </Text>
          </Alert>
        );
      })}
    </Stack>
  );
}
