import { Alert, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { TReconciliationDifference } from '@puente/shared';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../../ui/query-state';
import { useReconciliation } from '../../api/reconciliation-query';
import { moneyText } from '../../model/money-text';

/**
 * Payment reconciliation (administrators): the provider's charges and refunds of the last 7 days against
 * the ledger, each difference with its account, the provider's reference and both amounts. The daily job
 * mails the same; this asks the provider again on opening and on "Compare again".
 */
export function ReconciliationSection() {
  const { t, i18n } = useTranslation('admin-billing');
  const query = useReconciliation();
  const day = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(iso));
  const money = (cents: number | null) => (cents === null ? '—' : moneyText(cents, i18n.language));
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="center">
        <Title order={2} size="h3" id="reconciliation-title">
          {t('reconciliation.title')}
        </Title>
        <Button
          variant="subtle"
          size="compact-sm"
          loading={query.isFetching}
          onClick={() => void query.refetch()}
        >
          {t('reconciliation.refresh')}
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        {t('reconciliation.hint')}
      </Text>
      <QueryState query={query}>
        {({ from, to, differences }) => (
          <Stack gap="xs">
            <Text size="sm">{t('reconciliation.period', { from: day(from), to: day(to) })}</Text>
            {differences.length === 0 ? (
              <Alert color="teal" role="status">
                {t('reconciliation.none')}
              </Alert>
            ) : (
              <>
                <Alert color="orange" role="status">
                  {t('reconciliation.found', { count: differences.length })}
                </Alert>
                <Table.ScrollContainer minWidth={640}>
                  <Table striped aria-labelledby="reconciliation-title">
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th scope="col">{t('reconciliation.kind')}</Table.Th>
                        <Table.Th scope="col">{t('reconciliation.account')}</Table.Th>
                        <Table.Th scope="col">{t('reconciliation.reference')}</Table.Th>
                        <Table.Th scope="col">{t('reconciliation.ledger')}</Table.Th>
                        <Table.Th scope="col">{t('reconciliation.provider')}</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {differences.map((difference) => (
                        <DifferenceRow
                          key={`${difference.kind}:${difference.providerId ?? difference.accountId}`}
                          difference={difference}
                          money={money}
                        />
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              </>
            )}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}

function DifferenceRow({
  difference,
  money,
}: {
  difference: TReconciliationDifference;
  money: (cents: number | null) => string;
}) {
  const { t } = useTranslation('admin-billing');
  return (
    <Table.Tr>
      <Table.Th scope="row" fw={500}>
        {t(`reconciliation.kinds.${difference.kind}`)}
      </Table.Th>
      <Table.Td>{difference.accountName ?? t('reconciliation.noAccount')}</Table.Td>
      <Table.Td style={{ overflowWrap: 'anywhere' }}>{difference.providerId ?? '—'}</Table.Td>
      <Table.Td>{money(difference.ledgerCents)}</Table.Td>
      <Table.Td>{money(difference.providerCents)}</Table.Td>
    </Table.Tr>
  );
}
