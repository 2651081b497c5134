import { Group, Radio, Stack, Text, Textarea } from '@mantine/core';
import { ACCOUNT_BILLING_LIMITS, type TAdminAccountDetail, ZAdjustmentInput } from '@puente/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFrame } from '../../../../ui/form/form-frame';
import { TransactionType } from '../../../../ui/form/transaction-store';
import { MoneyInput } from '../../../../ui/widgets/money-input';
import { postAdjustment } from '../../api/billing-accounts-query';
import { moneyText } from '../../model/money-text';

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

/**
 * Posts an adjustment: a new ledger entry (a charge or a credit) with a required reason, once the staff
 * member has seen the amount and the balance it leaves.
 */
export function AdjustmentDialog({ account, onSaved, onClose }: Props) {
  const { t, i18n } = useTranslation('admin-billing');
  const money = (cents: number) => moneyText(cents, i18n.language);
  const balance = account.figures.balanceCents;
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
      confirm={(values) => ({
        title: t('adjustment.confirm.title'),
        text: (
          <Stack gap={4}>
            <Text size="sm">
              {t(`adjustment.confirm.${values.direction}`, {
                amount: money(values.amountCents),
                name: account.holderName ?? account.name,
              })}
            </Text>
            <Text size="sm">{t('adjustment.confirm.balance', { balance: money(balance) })}</Text>
            <Text size="sm" fw={600}>
              {t('adjustment.confirm.after', { balance: money(balance + signed(values).amountCents) })}
            </Text>
          </Stack>
        ),
        yes: t('adjustment.confirm.yes'),
      })}
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
              blankZero
              label={t('adjustment.amount')}
              required
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
