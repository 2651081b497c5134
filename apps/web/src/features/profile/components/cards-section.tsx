import { Badge, Button, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import type { TStoredPaymentMethod } from '@puente/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { showDefaultError } from '../../../ui/messages/show-default-error';
import { showToast } from '../../../ui/messages/show-message';
import { QueryState } from '../../../ui/query-state';
import { removeCard, setAutoPayCard, stopAutoPay, useAutoPayCard, useMyCards } from '../api/cards-query';
import { peopleQueryKeys } from '../api/people-query-keys';

type Props = { holder: boolean };

const expiry = (card: TStoredPaymentMethod) => `${String(card.expMonth).padStart(2, '0')}/${card.expYear}`;

/**
 * The stored cards: remove one; the account holder also picks the auto-pay card and turns auto-pay on
 * or off (a guest sees only the cards they added, without auto-pay).
 */
export function CardsSection({ holder }: Props) {
  const { t } = useTranslation('people');
  const queryClient = useQueryClient();
  const cards = useMyCards(true);
  const autoPay = useAutoPayCard(holder);
  const action = useMutation({
    mutationFn: (step: { key: string; run: () => Promise<unknown>; done: string }) => step.run(),
    onSuccess: (_result, step) => {
      showToast('success', step.done);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: peopleQueryKeys.cards() }),
        queryClient.invalidateQueries({ queryKey: peopleQueryKeys.autoPay() }),
      ]);
    },
    onError: (error) => showDefaultError(error),
  });
  const busy = action.isPending ? action.variables.key : null;
  const run = (key: string, run: () => Promise<unknown>, done: string) => action.mutate({ key, run, done });
  const autoPayCard = autoPay.data ?? null;
  return (
    <Stack component="section" gap="sm" aria-labelledby="cards-title">
      <Title order={2} size="h3" id="cards-title">
        {t('cards.title')}
      </Title>
      <QueryState query={cards}>
        {(customer) => {
          const list = customer?.paymentMethods ?? [];
          if (!customer || list.length === 0) return <Text c="dimmed">{t('cards.empty')}</Text>;
          const ids = (card: TStoredPaymentMethod) => ({ customerId: customer.id, paymentMethodId: card.id });
          return (
            <Stack gap="sm">
              {holder ? (
                <Switch
                  label={t('cards.autoPay')}
                  description={t('cards.autoPayHint')}
                  checked={autoPayCard !== null}
                  disabled={busy !== null}
                  onChange={(event) =>
                    event.currentTarget.checked
                      ? run('auto', () => setAutoPayCard(ids(list[0]!)), t('cards.autoPayOn'))
                      : run('auto', stopAutoPay, t('cards.autoPayOff'))
                  }
                />
              ) : null}
              {list.map((card) => {
                const name = `${card.brand.toUpperCase()} •••• ${card.last4}`;
                const isAutoPay = card.id === autoPayCard;
                return (
                  <Paper key={card.id} withBorder p="sm" radius="md">
                    <Group justify="space-between" gap="xs">
                      <Stack gap={0}>
                        <Text fw={500}>{name}</Text>
                        <Text size="sm" c="dimmed">
                          {t('cards.expires', { date: expiry(card) })}
                        </Text>
                      </Stack>
                      <Group gap="xs">
                        {isAutoPay ? <Badge color="teal.9">{t('cards.isAutoPay')}</Badge> : null}
                        {holder && !isAutoPay ? (
                          <Button
                            size="xs"
                            variant="default"
                            loading={busy === `use-${card.id}`}
                            disabled={busy !== null}
                            onClick={() =>
                              run(`use-${card.id}`, () => setAutoPayCard(ids(card)), t('cards.autoPayOn'))
                            }
                            aria-label={t('cards.useForAutoPayOf', { card: name })}
                          >
                            {t('cards.useForAutoPay')}
                          </Button>
                        ) : null}
                        <Button
                          size="xs"
                          variant="outline"
                          color="red.9"
                          loading={busy === `remove-${card.id}`}
                          disabled={busy !== null}
                          onClick={() =>
                            run(`remove-${card.id}`, () => removeCard(ids(card)), t('cards.removed'))
                          }
                          aria-label={t('cards.removeOf', { card: name })}
                        >
                          {t('cards.remove')}
                        </Button>
                      </Group>
                    </Group>
                  </Paper>
                );
              })}
            </Stack>
          );
        }}
      </QueryState>
    </Stack>
  );
}
