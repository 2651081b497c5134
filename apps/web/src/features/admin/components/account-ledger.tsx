import { Box, Table, Text, Title } from '@mantine/core';
import type { TAdminAccountDetail } from '@puente/shared';
import { useTranslation } from 'react-i18next';
import { moneyText } from '../model/money-text';

/** The account's ledger, newest first: what was posted, never edited (adjustments and refunds keep their reason). */
export function AccountLedger({ account }: { account: TAdminAccountDetail }) {
  const { t, i18n } = useTranslation('admin-billing');
  const shortDate = (date: string) =>
    new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-US' : 'es-ES', {
      dateStyle: 'medium',
      timeZone: 'UTC',
    }).format(new Date(`${date}T00:00:00Z`));
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
        // Narrow screens scroll the table sideways; the scroller takes the keyboard focus to do so.
        <Box
          style={{ overflow: 'auto', maxHeight: 420 }}
          tabIndex={0}
          role="region"
          aria-labelledby="account-ledger-title"
        >
          <Table striped miw={420} aria-labelledby="account-ledger-title" data-testid="account-ledger">
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
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{shortDate(line.date)}</Table.Td>
                  <Table.Td>
                    {line.source ? t(`ledger.sources.${line.source}`) : t(`ledger.kinds.${line.kind}`)}
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
        </Box>
      )}
    </div>
  );
}
