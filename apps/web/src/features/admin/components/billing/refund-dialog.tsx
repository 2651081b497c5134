import { Select, Stack, Text, Textarea } from '@mantine/core';
import {
  ACCOUNT_BILLING_LIMITS,
  type TAdminAccountDetail,
  type TRefundInput,
  ZRefundInput,
} from '@puente/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFrame } from '../../../../ui/form/form-frame';
import { TransactionType } from '../../../../ui/form/transaction-store';
import { MoneyInput } from '../../../../ui/widgets/money-input';
import { postRefund } from '../../api/billing-accounts-query';
import { moneyText } from '../../model/money-text';

type RefundForm = TRefundInput & Record<string, unknown>;

type Props = {
  account: TAdminAccountDetail;
  onSaved: (account: TAdminAccountDetail) => void;
  onClose: () => void;
};

/**
 * Refunds part or all of a payment through the payment provider, with a required reason, once the staff
 * member has seen the amount and the balance it leaves when the provider confirms it.
 */
export function RefundDialog({ account, onSaved, onClose }: Props) {
  const { t, i18n } = useTranslation('admin-billing');
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const money = (cents: number) => moneyText(cents, i18n.language);
  const when = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(iso));
  const refundable = account.payments.filter((payment) => payment.refundableCents > 0);
  const first = refundable[0];
  const balance = account.figures.balanceCents;
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
      confirm={(values) => {
        const payment = refundable.find((candidate) => candidate.id === values.paymentId);
        return {
          title: t('refund.confirm.title'),
          text: (
            <Stack gap={4}>
              <Text size="sm">
                {t('refund.confirm.amount', {
                  amount: money(values.amountCents),
                  payment: money(payment?.amountCents ?? 0),
                  date: payment ? when(payment.createdAt) : '',
                })}
              </Text>
              <Text size="sm">{t('refund.confirm.balance', { balance: money(balance) })}</Text>
              <Text size="sm" fw={600}>
                {t('refund.confirm.after', { balance: money(balance + values.amountCents) })}
              </Text>
            </Stack>
          ),
          yes: t('refund.confirm.yes'),
        };
      }}
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
