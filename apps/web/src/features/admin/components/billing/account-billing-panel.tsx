import { Alert, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatLongDate, formatMonth, type TAccountStatus, type TAdminAccountDetail } from '@puente/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resourceKeys } from '../../../../api/query-keys';
import { QueryState } from '../../../../ui/query-state';
import { accountBillingKey, useAccountBilling } from '../../api/billing-accounts-query';
import { moneyText } from '../../model/money-text';
import { AccountDisputes } from './account-disputes';
import { AccountLedger } from './account-ledger';
import { AccountPlanDialog } from './account-plan-dialog';
import { AccountRefunds } from './account-refunds';
import { AdjustmentDialog } from './adjustment-dialog';
import { RefundDialog } from './refund-dialog';

/** The dot's colour says the standing; the text stays in the text colour (contrast). */
const STATUS_COLOR: Record<TAccountStatus, string> = {
  'no-plan': 'gray.8',
  active: 'green.9',
  overdue: 'orange.9',
  inactive: 'red.9',
};

type Dialog = 'plan' | 'adjustment' | 'refund' | null;

/** One account: its figures, plan, payments and ledger, with the administrator's actions. */
export function AccountBillingPanel({ accountId }: { accountId: string }) {
  const query = useAccountBilling(accountId);
  const heading = useRef<HTMLHeadingElement>(null);
  // Keyboard and screen-reader users land on the account they opened.
  useEffect(() => {
    if (query.data?.id === accountId) heading.current?.focus();
  }, [accountId, query.data?.id]);
  return (
    <QueryState query={query}>
      {(account) => <AccountBilling account={account} heading={heading} />}
    </QueryState>
  );
}

function AccountBilling({
  account,
  heading,
}: {
  account: TAdminAccountDetail;
  heading: React.RefObject<HTMLHeadingElement | null>;
}) {
  const { t, i18n } = useTranslation('admin-billing');
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<Dialog>(null);
  const money = (cents: number) => moneyText(cents, i18n.language);
  const date = (value: string | null) => (value ? formatLongDate(value, i18n.language) : t('account.none'));
  const saved = (next: TAdminAccountDetail) => {
    queryClient.setQueryData(accountBillingKey(next.id), next);
    void queryClient.invalidateQueries({ queryKey: resourceKeys.of('/admin/accounts') });
  };
  const refundable = account.payments.some((payment) => payment.refundableCents > 0);
  const pendingRefunds = account.payments.reduce((sum, payment) => sum + payment.pendingRefundCents, 0);
  const reversed = account.refunds.filter((refund) => refund.reversed);
  const openDisputes = account.disputes.filter((dispute) => dispute.closedAt === null);
  const total = (items: { amountCents: number }[]) => items.reduce((sum, item) => sum + item.amountCents, 0);
  const { figures, plan } = account;
  return (
    <Paper component="section" withBorder p="md" aria-labelledby="account-billing-title">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="xs">
          <div>
            <Title order={2} size="h3" id="account-billing-title" ref={heading} tabIndex={-1}>
              {account.holderName ?? account.name}
            </Title>
            {account.holderEmail ? (
              <Text size="sm" c="dimmed">
                {account.holderEmail}
              </Text>
            ) : null}
          </div>
          <Badge
            color={STATUS_COLOR[account.status]}
            variant="dot"
            size="lg"
            styles={{ root: { color: 'var(--mantine-color-text)' } }}
          >
            {t(`status.${account.status}`)}
          </Badge>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          <Figure label={t('account.balance')} value={money(figures.balanceCents)} testId="account-balance" />
          <Figure label={t('account.overdue')} value={money(figures.delinquentCents)} />
          <Figure label={t('account.nextPayment')} value={date(figures.nextPaymentDate)} />
          <Figure label={t('account.lastPayment')} value={date(figures.lastPaymentDate)} />
        </SimpleGrid>
        <Paper withBorder p="sm" bg="var(--mantine-color-default-hover)">
          {plan ? (
            <Text size="sm" data-testid="account-plan">
              {t('account.planSummary', {
                count: plan.installments,
                amount: money(plan.installmentCents),
                day: plan.dueDay,
                month: formatMonth(plan.startMonth, i18n.language),
                total: money(plan.totalCents),
              })}
            </Text>
          ) : (
            <Text size="sm" c="dimmed" data-testid="account-plan">
              {t('account.noPlan')}
            </Text>
          )}
        </Paper>
        {pendingRefunds > 0 ? (
          <Alert color="yellow" data-testid="pending-refunds">
            {t('refund.pendingNotice', { amount: money(pendingRefunds) })}
          </Alert>
        ) : null}
        {reversed.length > 0 ? (
          <Alert color="red" data-testid="failed-refunds">
            {t('refunds.reversedNotice', { count: reversed.length, amount: money(total(reversed)) })}
          </Alert>
        ) : null}
        {openDisputes.length > 0 ? (
          <Alert color="orange" data-testid="open-disputes">
            {t('disputes.openNotice', { count: openDisputes.length, amount: money(total(openDisputes)) })}
          </Alert>
        ) : null}
        <Group gap="sm">
          <Button onClick={() => setDialog('plan')}>{plan ? t('plan.replace') : t('plan.create')}</Button>
          <Button variant="outline" onClick={() => setDialog('adjustment')}>
            {t('adjustment.open')}
          </Button>
          <Button variant="outline" onClick={() => setDialog('refund')} disabled={!refundable}>
            {t('refund.open')}
          </Button>
        </Group>
        <AccountRefunds refunds={account.refunds} />
        <AccountDisputes disputes={account.disputes} />
        <AccountLedger account={account} />
      </Stack>
      {dialog === 'plan' ? (
        <AccountPlanDialog account={account} onSaved={saved} onClose={() => setDialog(null)} />
      ) : null}
      {dialog === 'adjustment' ? (
        <AdjustmentDialog account={account} onSaved={saved} onClose={() => setDialog(null)} />
      ) : null}
      {dialog === 'refund' ? (
        <RefundDialog account={account} onSaved={saved} onClose={() => setDialog(null)} />
      ) : null}
    </Paper>
  );
}

function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} data-testid={testId}>
        {value}
      </Text>
    </div>
  );
}
