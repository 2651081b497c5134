import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { maskCardNumber, type TStoredPaymentMethod } from '@puente/shared';
import { useTranslation } from 'react-i18next';
import { formatExpiry } from '../model/payment-format';

type Props = {
  cards: TStoredPaymentMethod[];
  activeItem: string | null;
  selected: string | null;
  autoPayCardId: string | null;
  canSelect: boolean;
  onToggle: (id: string) => void;
  onSelect: () => void;
};

/** A stored card as the list shows it: brand, masked digits with the last 4, MM/YYYY. */
export const storedCardText = (card: TStoredPaymentMethod) =>
  `${card.brand.toUpperCase()} ${maskCardNumber(card.last4, card.brand)}`;

/** The stored cards: click one to mark it, click again to unmark; 'Seleccionar' chooses the marked one. */
export function StoredCardList({
  cards,
  activeItem,
  selected,
  autoPayCardId,
  canSelect,
  onToggle,
  onSelect,
}: Props) {
  const { t } = useTranslation('payments');
  return (
    <Stack component="section" gap="sm" aria-labelledby="stored-cards-title">
      <Title order={2} size="h4" id="stored-cards-title">
        {t('cards.title')}
      </Title>
      {cards.length === 0 ? (
        <Text c="dimmed">{t('cards.empty')}</Text>
      ) : (
        <>
          <SimpleGrid
            cols={{ base: 1, sm: 2 }}
            spacing="sm"
            role="group"
            aria-labelledby="stored-cards-title"
          >
            {cards.map((card) => {
              const active = card.id === activeItem;
              return (
                <UnstyledButton key={card.id} onClick={() => onToggle(card.id)} aria-pressed={active}>
                  <Paper
                    withBorder
                    p="sm"
                    radius="md"
                    bg={active ? 'teal.0' : undefined}
                    style={{
                      borderColor: active ? 'var(--mantine-color-teal-8)' : undefined,
                      borderWidth: 2,
                    }}
                  >
                    <Group justify="space-between" wrap="nowrap" gap="xs">
                      <Text fw={600} ff="monospace" size="sm">
                        {storedCardText(card)}
                      </Text>
                      {card.id === selected ? (
                        <Badge color="teal.9" variant="filled" size="sm">
                          {t('cards.selected')}
                        </Badge>
                      ) : null}
                    </Group>
                    <Text size="sm" c="dimmed">
                      {t('cards.expires', { expiry: formatExpiry(card.expMonth, card.expYear) })}
                      {card.id === autoPayCardId ? ` ${t('cards.autoPay')}` : ''}
                    </Text>
                  </Paper>
                </UnstyledButton>
              );
            })}
          </SimpleGrid>
          <Group>
            <Button variant="outline" color="teal.9" onClick={onSelect} disabled={!canSelect}>
              {t('cards.select')}
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
