import { Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListScreen } from '../../../../ui/list/list-screen';
import { billingAccountsClient } from '../../api/billing-accounts-query';
import { moneyText } from '../../model/money-text';
import { AccountBillingPanel } from './account-billing-panel';

/**
 * The tenant's accounts (administrators): a filtered virtual list, and the chosen account below it. A
 * whole row opens its account (a click anywhere on it, Enter or Space).
 */
export function BillingAccountsSection() {
  const { t, i18n } = useTranslation('admin-billing');
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <Stack gap="lg">
      <Stack component="section" gap="sm" aria-labelledby="billing-accounts-title">
        <Title order={2} size="h3" id="billing-accounts-title">
          {t('accounts.title')}
        </Title>
        <ListScreen
          client={billingAccountsClient}
          title={t('accounts.title')}
          height={240}
          rowText={(row) => row.holderName ?? row.name}
          rowLabel={(row) => `${moneyText(row.balanceCents, i18n.language)} · ${t(`status.${row.status}`)}`}
          onOpen={(row) => setOpenId(row.id)}
          openPrefix={t('accounts.openRow')}
          isOpen={(row) => openId === row.id}
        />
      </Stack>
      {openId ? <AccountBillingPanel accountId={openId} /> : null}
    </Stack>
  );
}
