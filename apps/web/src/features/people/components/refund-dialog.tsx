import { Select, Stack, Text, Textarea } from '@mantine/core';
import {
  ACCOUNT_BILLING_LIMITS,
  type TAdminAccountDetail,
  type TRefundInput,
  ZRefundInput,
} from '@puente/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFrame } from '../../../ui/form/form-frame';
import { TransactionType } from '../../../ui/form/transaction-store';
import { postRefund } from '../api/billing-accounts-query';
import { moneyText } from '../model/money-text';
import { MoneyInput } from './money-input';

type RefundForm = TRefundInput & Record<string, unknown>;

type Props = {
  account: TAdminAccountDetail;
  onSaved: (account: TAdminAccountDetail) => void;
  onClose: () => void;
};

/** Refunds part or all of a payment through the payment provider, with a required reason. */
export function RefundDialog({ account, onSaved, onClose }: Props) {
  const { t, i18n } = useTranslation('admin-billing');
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const money = (cents: number) => moneyText(cents, i18n.language);
  const when = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(iso));
  const refundable = account.payments.filter((payment) => payment.refundableCents > 0);
  const first = refundable[0];
  return (
    <FormFrame<RefundForm>
      variant="dialog"
      size="medium"
      title={t('refund.title')}
      type={TransactionType.Add}
      initialValues={{
        paymentId: first?.id ?? '',
        amountCents: first?.refundableCents ?? 0,
        reason: '',
        idempotencyKey,
      }}
      schema={ZRefundInput}
      buttons={['cancel', 'ok']}
      onSubmit={async (values) => onSaved(await postRefund(account.id, values))}
      onClose={onClose}
    >
      {(form) => {
        const amount = form.inputProps('amountCents');
        const chosen = refundable.find((payment) => payment.id === form.form.values.paymentId);
        return (
          <Stack gap="sm">
            <Select
              label={t('refund.payment')}
              required
              allowDeselect={false}
              data={refundable.map((payment) => ({
                value: payment.id,
                label: t('refund.paymentOption', {
                  amount: money(payment.amountCents),
                  date: when(payment.createdAt),
                }),
              }))}
              {...form.inputProps('paymentId')}
            />
            <MoneyInput
              label={t('refund.amount')}
              description={
                chosen ? t('refund.refundable', { amount: money(chosen.refundableCents) }) : undefined
              }
              required
              cents={form.form.values.amountCents}
              onCents={(value) => amount.onChange(value)}
              onBlur={amount.onBlur}
              onFocus={amount.onFocus}
              error={amount.error}
            />
            <Textarea
              label={t('refund.reason')}
              required
              maxLength={ACCOUNT_BILLING_LIMITS.reason.max}
              rows={3}
              {...form.inputProps('reason')}
            />
            <Text size="xs" c="dimmed">
              {t('refund.hint')}
            </Text>
          </Stack>
        );
      }}
    </FormFrame>
  );
}
