import { Box, Table, Text, Title } from '@mantine/core';
import type { TAdminAccountDetail } from '@puente/shared';
import { useTranslation } from 'react-i18next';
import { calendarDayText } from '../../../../lib/calendar-day-text';
import { withRunningBalance } from '../../model/ledger-rows';
import { moneyText } from '../../model/money-text';

/**
 * The account's ledger, newest first: what was posted, never edited (adjustments and refunds keep their
 * reason). One sign, the entry's effect on the balance (charges +, payments and credits −, refunds +),
 * and the running balance after each entry.
 */
export function AccountLedger({ account }: { account: TAdminAccountDetail }) {
  const { t, i18n } = useTranslation('admin-billing');
  const money = (cents: number) => moneyText(cents, i18n.language);
  const signed = (cents: number) => moneyText(cents, i18n.language, { signed: true });
  const shortDate = (date: string) => calendarDayText(date, i18n.language);
  const rows = withRunningBalance(account.ledger);
  // The account's balance counts the whole plan; the entries count the installments posted so far.
  const notPostedCents = account.figures.balanceCents - (rows[0]?.balanceAfterCents ?? 0);
  return (
    <div>
      <Title order={3} size="h4" id="account-ledger-title" mb="xs">
        {t('ledger.title')}
      </Title>
      {rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('ledger.empty')}
        </Text>
      ) : (
        <>
          <Text size="sm" c="dimmed" mb="xs" id="account-ledger-signs">
            {t('ledger.signs')}
          </Text>
          {/* Narrow screens scroll the table sideways; the scroller takes the keyboard focus to do so. */}
          <Box
            style={{ overflow: 'auto', maxHeight: 420 }}
            tabIndex={0}
            role="region"
            aria-labelledby="account-ledger-title"
          >
            {/* Tight cells: at 375 px date, kind, amount and balance fit; the detail scrolls into view. */}
            <Table
              striped
              miw={420}
              horizontalSpacing="xs"
              aria-labelledby="account-ledger-title"
              aria-describedby="account-ledger-signs"
              data-testid="account-ledger"
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('ledger.date')}</Table.Th>
                  <Table.Th scope="col">{t('ledger.kind')}</Table.Th>
                  <Table.Th scope="col" style={{ textAlign: 'right' }}>
                    {t('ledger.amount')}
                  </Table.Th>
                  <Table.Th scope="col" style={{ textAlign: 'right' }}>
                    {t('ledger.balance')}
                  </Table.Th>
                  <Table.Th scope="col">{t('ledger.detail')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((line) => (
                  <Table.Tr key={line.id}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{shortDate(line.date)}</Table.Td>
                    <Table.Td>
                      {line.source ? t(`ledger.sources.${line.source}`) : t(`ledger.kinds.${line.kind}`)}
                      {line.installmentNo !== null ? ` ${line.installmentNo}` : ''}
                    </Table.Td>
                    <Table.Td
                      style={{ textAlign: 'right', whiteSpace: 'nowrap' }}
                      data-testid="ledger-effect"
                    >
                      {signed(line.effectCents)}
                    </Table.Td>
                    <Table.Td
                      style={{ textAlign: 'right', whiteSpace: 'nowrap' }}
                      data-testid="ledger-balance"
                    >
                      {money(line.balanceAfterCents)}
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
          {notPostedCents !== 0 ? (
            <Text size="sm" c="dimmed" mt="xs" data-testid="ledger-not-posted">
              {t(notPostedCents > 0 ? 'ledger.notPosted' : 'ledger.planDiffers', {
                balance: money(account.figures.balanceCents),
                amount: money(Math.abs(notPostedCents)),
              })}
            </Text>
          ) : null}
        </>
      )}
    </div>
  );
}
