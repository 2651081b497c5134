import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { TCustomerPaymentInfo } from '@puente/shared';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatCount, formatDate } from '../model/payment-format';

type Row = { key: string; value: string };

function Column({ rows }: { rows: Row[] }) {
  const { t } = useTranslation('payments');
  return (
    <Stack component="dl" gap="xs" m={0}>
      {rows.map((row) => (
        <div key={row.key} data-testid={`summary-${row.key}`}>
          <Text component="dt" size="sm" c="dimmed">
            {t(`summary.${row.key}`)}
          </Text>
          <Text component="dd" m={0} fw={600} size="lg">
            {row.value}
          </Text>
        </div>
      ))}
    </Stack>
  );
}

/** The account figures: what is owed on the left, dates and counts on the right. */
export function PaymentSummary({ account }: { account: TCustomerPaymentInfo }) {
  const { t, i18n } = useTranslation('payments');
  const locale = i18n.language;
  const money = (amount: number) => t('summary.money', { amount: formatAmount(amount, locale) });
  const left: Row[] = [
    { key: 'balance', value: money(account.balance) },
    { key: 'installment', value: money(account.installment) },
    { key: 'lateCharges', value: money(account.lateCharges) },
    { key: 'delinquentAmount', value: money(account.delinquentAmount) },
  ];
  const right: Row[] = [
    { key: 'lastPaymentDate', value: formatDate(account.lastPaymentDate, locale) },
    { key: 'nextPaymentDate', value: formatDate(account.nextPaymentDate, locale) },
    { key: 'installments', value: formatCount(account.installments, locale) },
    { key: 'pendingPayments', value: formatCount(account.pendingPayments, locale) },
  ];
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="payment-summary-title">
      <Title order={2} size="h4" mb="sm" id="payment-summary-title">
        {t('summary.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="lg">
        <Column rows={left} />
        <Column rows={right} />
      </SimpleGrid>
    </Paper>
  );
}
