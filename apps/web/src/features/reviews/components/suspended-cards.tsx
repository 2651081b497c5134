import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text';
import { useSuspendedCards, useUnsuspendCard } from '../api/suspended-cards';

/** The student's suspended cards (leeches), each with a way back to the queue; nothing while there are none. */
export function SuspendedCards() {
  const { t } = useTranslation('reviews');
  const query = useSuspendedCards();
  const unsuspend = useUnsuspendCard();
  const cards = query.data ?? [];
  if (cards.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="suspended-cards-title" data-testid="suspended-cards">
      <Title order={2} size="h4" id="suspended-cards-title">
        {t('suspended.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('suspended.description')}
      </Text>
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {cards.map((card) => (
          <Card key={card.id} withBorder radius="md" padding="sm" component="li">
            <Group justify="space-between" gap="xs" wrap="wrap">
              <Stack gap={2}>
                <Text fw={600}>
                  <span lang="en">{card.en}</span> · <span lang="es">{card.es}</span>
                </Text>
                <Group gap={6}>
                  {card.leech && (
                    <Badge size="sm" variant="light" color="red">
                      {t('suspended.leech')}
                    </Badge>
                  )}
                  <Badge size="sm" variant="light">
                    {t(`direction.${card.direction}`)}
                  </Badge>
                  <Text size="xs" c="dimmed">
                    {t('suspended.fails', { count: card.fails })}
                  </Text>
                </Group>
              </Stack>
              <Button
                size="xs"
                variant="light"
                loading={unsuspend.isPending && unsuspend.variables === card.id}
                onClick={() => unsuspend.mutate(card.id)}
                aria-label={t('suspended.unsuspendLabel', { word: card.en })}
              >
                {t('suspended.unsuspend')}
              </Button>
            </Group>
          </Card>
        ))}
      </Stack>
      {unsuspend.isError && (
        <Alert color="red" role="alert">
          {errorText(unsuspend.error)}
        </Alert>
      )}
    </Stack>
  );
}
