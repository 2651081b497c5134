import { Group, Radio, Stack, Text, Textarea } from '@mantine/core';
import { ACCOUNT_BILLING_LIMITS, type TAdminAccountDetail, ZAdjustmentInput } from '@puente/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFrame } from '../../../ui/form/form-frame';
import { TransactionType } from '../../../ui/form/transaction-store';
import { postAdjustment } from '../api/billing-accounts-query';
import { MoneyInput } from './money-input';

/** The form's model: an amount and whether it charges or credits (the request sends it signed). */
type AdjustmentForm = {
  direction: 'charge' | 'credit';
  amountCents: number;
  reason: string;
  idempotencyKey: string;
};

const signed = ({ direction, ...values }: AdjustmentForm) => ({
  ...values,
  amountCents: direction === 'credit' ? -values.amountCents : values.amountCents,
});

type Props = {
  account: TAdminAccountDetail;
  onSaved: (account: TAdminAccountDetail) => void;
  onClose: () => void;
};

/** Posts an adjustment: a new ledger entry (a charge or a credit) with a required reason. */
export function AdjustmentDialog({ account, onSaved, onClose }: Props) {
  const { t } = useTranslation('admin-billing');
  // One key per opening of the form: a second click, or a retry after a lost answer, posts once.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  return (
    <FormFrame<AdjustmentForm>
      variant="dialog"
      size="medium"
      title={t('adjustment.title')}
      type={TransactionType.Add}
      initialValues={{ direction: 'credit', amountCents: 0, reason: '', idempotencyKey }}
      schema={ZAdjustmentInput}
      schemaInput={signed}
      buttons={['cancel', 'ok']}
      onSubmit={async (values) => onSaved(await postAdjustment(account.id, signed(values)))}
      onClose={onClose}
    >
      {(form) => {
        const amount = form.inputProps('amountCents');
        return (
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {t('adjustment.hint')}
            </Text>
            <Radio.Group label={t('adjustment.direction')} {...form.inputProps('direction')}>
              <Group gap="md" mt={4}>
                <Radio value="credit" label={t('adjustment.credit')} />
                <Radio value="charge" label={t('adjustment.charge')} />
              </Group>
            </Radio.Group>
            <MoneyInput
              label={t('adjustment.amount')}
              required
              max={ACCOUNT_BILLING_LIMITS.amountCents.max / 100}
              cents={form.form.values.amountCents}
              onCents={(value) => amount.onChange(value)}
              onBlur={amount.onBlur}
              onFocus={amount.onFocus}
              error={amount.error}
            />
            <Textarea
              label={t('adjustment.reason')}
              description={t('adjustment.reasonHint')}
              required
              maxLength={ACCOUNT_BILLING_LIMITS.reason.max}
              rows={3}
              {...form.inputProps('reason')}
            />
          </Stack>
        );
      }}
    </FormFrame>
  );
}
