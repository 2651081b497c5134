import { Table, Text, Title } from '@mantine/core';
import { formatLongDate, type TAdminAccountDetail } from '@puente/shared';
import { useTranslation } from 'react-i18next';
import { moneyText } from '../model/money-text';

/** The account's ledger, newest first: what was posted, never edited (adjustments and refunds keep their reason). */
export function AccountLedger({ account }: { account: TAdminAccountDetail }) {
  const { t, i18n } = useTranslation('admin-billing');
  return (
    <div>
      <Title order={3} size="h4" id="account-ledger-title" mb="xs">
        {t('ledger.title')}
      </Title>
      {account.ledger.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('ledger.empty')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={520} maxHeight={360}>
          <Table striped aria-labelledby="account-ledger-title" data-testid="account-ledger">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('ledger.date')}</Table.Th>
                <Table.Th scope="col">{t('ledger.kind')}</Table.Th>
                <Table.Th scope="col" style={{ textAlign: 'right' }}>
                  {t('ledger.amount')}
                </Table.Th>
                <Table.Th scope="col">{t('ledger.detail')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {account.ledger.map((line) => (
                <Table.Tr key={line.id}>
                  <Table.Td>{formatLongDate(line.date, i18n.language)}</Table.Td>
                  <Table.Td>
                    {t(`ledger.kinds.${line.kind}`)}
                    {line.installmentNo !== null ? ` ${line.installmentNo}` : ''}
                  </Table.Td>
                  <Table.Td style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
                    {moneyText(line.amountCents, i18n.language)}
                  </Table.Td>
                  <Table.Td>
                    {line.reason ?? ''}
                    {line.postedBy ? (
                      <Text span size="xs" c="dimmed" display="block">
                        {t('ledger.postedBy', { name: line.postedBy })}
                      </Text>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </div>
  );
}
