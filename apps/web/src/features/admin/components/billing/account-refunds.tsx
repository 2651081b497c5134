import { Badge, Box, Table, Text, Title } from '@mantine/core';
import type { TAccountRefund } from '@puente/shared';
import { useTranslation } from 'react-i18next';
import { moneyText } from '../../model/money-text';

/** Pending in yellow, refunded in green, failed in red; the text stays in the text colour (contrast). */
const STATUS_COLOR: Record<TAccountRefund['status'], string> = {
  pending: 'yellow.8',
  succeeded: 'green.9',
  failed: 'red.9',
};

/** The account's refunds with their state: pending until the provider confirms, then refunded or failed. */
export function AccountRefunds({ refunds }: { refunds: TAccountRefund[] }) {
  const { t, i18n } = useTranslation('admin-billing');
  if (refunds.length === 0) return null;
  const when = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-US' : 'es-ES', { dateStyle: 'medium' }).format(
      new Date(iso),
    );
  return (
    <div>
      <Title order={3} size="h4" id="account-refunds-title" mb="xs">
        {t('refunds.title')}
      </Title>
      <Box style={{ overflow: 'auto' }} tabIndex={0} role="region" aria-labelledby="account-refunds-title">
        <Table miw={420} aria-labelledby="account-refunds-title" data-testid="account-refunds">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('refunds.date')}</Table.Th>
              <Table.Th scope="col" style={{ textAlign: 'right' }}>
                {t('refunds.amount')}
              </Table.Th>
              <Table.Th scope="col">{t('refunds.reason')}</Table.Th>
              <Table.Th scope="col">{t('refunds.state')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {refunds.map((refund) => (
              <Table.Tr key={refund.id} data-status={refund.status}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{when(refund.createdAt)}</Table.Td>
                <Table.Td style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
                  {moneyText(refund.amountCents, i18n.language)}
                </Table.Td>
                <Table.Td>{refund.reason}</Table.Td>
                <Table.Td>
                  <Badge
                    color={STATUS_COLOR[refund.status]}
                    variant="dot"
                    styles={{ root: { color: 'var(--mantine-color-text)' } }}
                  >
                    {t(`refunds.status.${refund.status}`)}
                  </Badge>
                  {refund.reversed ? (
                    <Text span size="xs" c="red.9" display="block" fw={600}>
                      {t('refunds.reversed')}
                    </Text>
                  ) : null}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Box>
    </div>
  );
}
