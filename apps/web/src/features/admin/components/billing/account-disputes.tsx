import { Badge, Box, Table, Text, Title } from '@mantine/core';
import { formatLongDate, type TAccountDispute } from '@puente/shared';
import { useTranslation } from 'react-i18next';
import { moneyText } from '../../model/money-text';

/** Lost in red, won in green, anything still open in orange. */
const colorOf = (status: TAccountDispute['status']) => {
  if (status === 'lost') return 'red.9';
  if (status === 'won' || status === 'warning_closed' || status === 'prevented') return 'green.9';
  return 'orange.9';
};

/** The account's disputes (chargebacks) with their state, as the payment provider reports them. */
export function AccountDisputes({ disputes }: { disputes: TAccountDispute[] }) {
  const { t, i18n } = useTranslation('admin-billing');
  if (disputes.length === 0) return null;
  const day = (iso: string) => formatLongDate(iso.slice(0, 10), i18n.language);
  return (
    <div>
      <Title order={3} size="h4" id="account-disputes-title" mb="xs">
        {t('disputes.title')}
      </Title>
      <Box style={{ overflow: 'auto' }} tabIndex={0} role="region" aria-labelledby="account-disputes-title">
        <Table miw={420} aria-labelledby="account-disputes-title" data-testid="account-disputes">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('disputes.opened')}</Table.Th>
              <Table.Th scope="col" style={{ textAlign: 'right' }}>
                {t('disputes.amount')}
              </Table.Th>
              <Table.Th scope="col">{t('disputes.reason')}</Table.Th>
              <Table.Th scope="col">{t('disputes.state')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {disputes.map((dispute) => (
              <Table.Tr key={dispute.id} data-status={dispute.status}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{day(dispute.openedAt)}</Table.Td>
                <Table.Td style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
                  {moneyText(dispute.amountCents, i18n.language)}
                </Table.Td>
                <Table.Td>
                  {t(`disputes.reasons.${dispute.reason}`, { defaultValue: dispute.reason })}
                </Table.Td>
                <Table.Td>
                  <Badge
                    color={colorOf(dispute.status)}
                    variant="dot"
                    styles={{ root: { color: 'var(--mantine-color-text)' } }}
                  >
                    {t(`disputes.status.${dispute.status}`)}
                  </Badge>
                  {dispute.closedAt ? (
                    <Text span size="xs" c="dimmed" display="block">
                      {t('disputes.closedOn', { date: day(dispute.closedAt) })}
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
