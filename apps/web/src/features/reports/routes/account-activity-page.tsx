import '@mantine/charts/styles.css';
import { BarChart, LineChart } from '@mantine/charts';
import { Button, Container, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { TAccountActivityFilter, TAccountActivityReport } from '@puente/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { calendarDayText } from '../../../lib/calendar-day-text';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { QueryState } from '../../../ui/query-state';
import { useAccountActivity } from '../api/account-activity-query';
import { CsvButton, Figures, ReportCard, ReportHeader } from '../components/report-panel';
import { presetRange, type RangeValue, ReportRange, validRange } from '../components/report-range';
import { countText, moneyText, periodLabel } from '../model/report-format';

const amount = (cents: number) => Math.round(cents) / 100;

function Charts({ report }: { report: TAccountActivityReport }) {
  const { t, i18n } = useTranslation('reports');
  const money = (value: number) => moneyText(Math.round(value * 100), i18n.language);
  const data = report.series.map((row) => ({
    label: periodLabel(row.period, report.granularity, i18n.language),
    installments: amount(row.installmentsCents),
    payments: amount(row.paymentsCents),
    lateCharges: amount(row.lateChargesCents),
    balance: amount(row.balanceCents),
    paymentsMade: row.paymentsMade,
    paymentsDeclined: row.paymentsDeclined,
    autopayCharged: row.autopayCharged,
    autopayDeclined: row.autopayDeclined,
  }));
  return (
    <>
      <ReportCard title={t('accountActivity.money')} id="money-chart">
        <BarChart
          h={260}
          data={data}
          dataKey="label"
          valueFormatter={money}
          withLegend
          legendProps={{ verticalAlign: 'bottom' }}
          series={[
            { name: 'installments', label: t('money.installments'), color: 'blue.6' },
            { name: 'payments', label: t('money.payments'), color: 'teal.7' },
            { name: 'lateCharges', label: t('money.lateCharges'), color: 'red.6' },
          ]}
        />
      </ReportCard>
      <ReportCard title={t('accountActivity.balance')} id="balance-chart">
        <LineChart
          h={220}
          data={data}
          dataKey="label"
          valueFormatter={money}
          series={[{ name: 'balance', label: t('money.balance'), color: 'indigo.6' }]}
          curveType="stepAfter"
        />
      </ReportCard>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <ReportCard title={t('accountActivity.ageing')} id="ageing-chart">
          <BarChart
            h={200}
            data={report.ageing.map((b) => ({
              bucket: t(`ageing.${b.bucket}`),
              amount: amount(b.amountCents),
              accounts: b.accounts,
            }))}
            dataKey="bucket"
            valueFormatter={money}
            series={[{ name: 'amount', label: t('money.owed'), color: 'orange.6' }]}
          />
          <Text size="sm">
            {report.ageing
              .map(
                (b) => `${t(`ageing.${b.bucket}`)}: ${t('accountActivity.accounts', { count: b.accounts })}`,
              )
              .join(' · ')}
          </Text>
        </ReportCard>
        <ReportCard title={t('accountActivity.outcomes')} id="outcomes-chart">
          <BarChart
            h={200}
            data={data}
            dataKey="label"
            type="stacked"
            withLegend
            legendProps={{ verticalAlign: 'bottom' }}
            series={[
              { name: 'paymentsMade', label: t('money.paymentsMade'), color: 'teal.7' },
              { name: 'paymentsDeclined', label: t('money.paymentsDeclined'), color: 'red.6' },
              { name: 'autopayCharged', label: t('money.autopayCharged'), color: 'blue.6' },
              { name: 'autopayDeclined', label: t('money.autopayDeclined'), color: 'orange.7' },
            ]}
          />
        </ReportCard>
      </SimpleGrid>
    </>
  );
}

/** /account-activity — the accounts' money over a range: charts, balance, overdue ageing, CSV. */
export default function AccountActivityPage() {
  const { t, i18n } = useTranslation('reports');
  useDocumentTitle(t('accountActivity.title'));
  // Opens on a quick range (the last 180 days), shown selected.
  const [range, setRange] = useState<RangeValue>(() => presetRange('180'));
  const [account, setAccount] = useState<{ id: string; name: string } | null>(null);
  const valid = validRange(range);
  const filter: TAccountActivityFilter | null = valid ? { ...valid, accountId: account?.id ?? null } : null;
  const query = useAccountActivity(filter);
  const money = (cents: number) => moneyText(cents, i18n.language);
  return (
    <Container size="lg" py="lg" px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="md">
        <ReportHeader
          title={t('accountActivity.title')}
          subtitle={t('accountActivity.subtitle')}
          actions={<CsvButton suffix="account-activity" filter={filter} fileName="account-activity.csv" />}
        />
        <ReportRange value={range} onChange={setRange} />
        {account ? (
          <Group gap="xs">
            <Text fw={600}>{t('accountActivity.oneAccount', { name: account.name })}</Text>
            <Button variant="subtle" size="compact-sm" onClick={() => setAccount(null)}>
              {t('accountActivity.allAccounts')}
            </Button>
          </Group>
        ) : null}
        <QueryState query={query}>
          {(report) => (
            <Stack gap="md">
              <Figures
                items={[
                  {
                    label: t('money.installmentsPosted'),
                    value: countText(report.totals.installmentsPosted, i18n.language),
                  },
                  { label: t('money.payments'), value: money(report.totals.paymentsCents) },
                  { label: t('money.lateCharges'), value: money(report.totals.lateChargesCents) },
                  { label: t('money.closingBalance'), value: money(report.totals.closingBalanceCents) },
                ]}
              />
              <Charts report={report} />
              <ReportCard title={t('accountActivity.overdue')} id="overdue-table">
                {report.overdue.length === 0 ? (
                  <Text c="dimmed">{t('accountActivity.noneOverdue')}</Text>
                ) : (
                  <Table.ScrollContainer minWidth={480}>
                    <Table striped>
                      <Table.Thead>
                        <Table.Tr>
                          <Table.Th>{t('columns.holder')}</Table.Th>
                          <Table.Th>{t('money.owed')}</Table.Th>
                          <Table.Th>{t('columns.oldestUnpaid')}</Table.Th>
                          <Table.Th>{t('columns.daysOverdue')}</Table.Th>
                        </Table.Tr>
                      </Table.Thead>
                      <Table.Tbody>
                        {report.overdue.map((row) => (
                          <Table.Tr key={row.accountId}>
                            <Table.Td>
                              <Button
                                variant="subtle"
                                size="compact-sm"
                                onClick={() => setAccount({ id: row.accountId, name: row.holderName })}
                              >
                                {row.holderName || '—'}
                              </Button>
                            </Table.Td>
                            <Table.Td>{money(row.amountCents)}</Table.Td>
                            <Table.Td>
                              <time dateTime={row.oldestUnpaidOn}>
                                {calendarDayText(row.oldestUnpaidOn, i18n.language)}
                              </time>
                            </Table.Td>
                            <Table.Td>{row.daysOverdue}</Table.Td>
                          </Table.Tr>
                        ))}
                      </Table.Tbody>
                    </Table>
                  </Table.ScrollContainer>
                )}
              </ReportCard>
            </Stack>
          )}
        </QueryState>
      </Stack>
    </Container>
  );
}
