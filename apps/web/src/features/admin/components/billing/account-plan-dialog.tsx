import { NumberInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import {
  ACCOUNT_BILLING_LIMITS,
  formatMonth,
  type TAccountPlanInput,
  type TAdminAccountDetail,
  ZAccountPlanInput,
} from '@puente/shared';
import { useTranslation } from 'react-i18next';
import { FormFrame } from '../../../../ui/form/form-frame';
import { TransactionType } from '../../../../ui/form/transaction-store';
import { MoneyInput } from '../../../../ui/widgets/money-input';
import { putAccountPlan } from '../../api/billing-accounts-query';
import { moneyText } from '../../model/money-text';

type PlanForm = TAccountPlanInput & Record<string, unknown>;

/** The next month as YYYY-MM: a new plan's first installment by default. */
const nextMonth = () => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString().slice(0, 7);
};

type Props = {
  account: TAdminAccountDetail;
  onSaved: (account: TAdminAccountDetail) => void;
  onClose: () => void;
};

/** Creates the account's plan or replaces it: installment amount, number of installments, due day, first month. */
export function AccountPlanDialog({ account, onSaved, onClose }: Props) {
  const { t, i18n } = useTranslation('admin-billing');
  const plan = account.plan;
  const initialValues: PlanForm = plan
    ? {
        installmentCents: plan.installmentCents,
        installments: plan.installments,
        dueDay: plan.dueDay,
        startMonth: plan.startMonth,
      }
    : { installmentCents: 0, installments: 12, dueDay: 5, startMonth: nextMonth() };
  const L = ACCOUNT_BILLING_LIMITS;
  const money = (cents: number) => moneyText(cents, i18n.language);
  const summary = (values: TAccountPlanInput) =>
    t('account.planSummary', {
      count: values.installments,
      amount: money(values.installmentCents),
      day: values.dueDay,
      month: formatMonth(values.startMonth, i18n.language),
      total: money(values.installmentCents * values.installments),
    });
  return (
    <FormFrame<PlanForm>
      variant="dialog"
      size="medium"
      title={plan ? t('plan.replace') : t('plan.create')}
      type={plan ? TransactionType.Edit : TransactionType.Add}
      initialValues={initialValues}
      schema={ZAccountPlanInput}
      buttons={['cancel', 'ok']}
      confirm={(values) => ({
        title: t('plan.confirm.title'),
        text: (
          <Stack gap={4}>
            {plan ? <Text size="sm">{t('plan.confirm.current', { summary: summary(plan) })}</Text> : null}
            <Text size="sm" fw={600}>
              {t('plan.confirm.new', { summary: summary(values) })}
            </Text>
            {plan ? (
              <Text size="sm" c="dimmed">
                {t('plan.replaceHint')}
              </Text>
            ) : null}
          </Stack>
        ),
        yes: t('plan.confirm.yes'),
      })}
      onSubmit={async (values) => onSaved(await putAccountPlan(account.id, values))}
      onClose={onClose}
    >
      {(form) => {
        const amount = form.inputProps('installmentCents');
        const { installmentCents, installments } = form.form.values;
        return (
          <Stack gap="sm">
            {plan ? (
              <Text size="sm" c="dimmed">
                {t('plan.replaceHint')}
              </Text>
            ) : null}
            <MoneyInput
              blankZero
              label={t('plan.installment')}
              required
              cents={form.form.values.installmentCents}
              onCents={(value) => amount.onChange(value)}
              onBlur={amount.onBlur}
              onFocus={amount.onFocus}
              error={amount.error}
            />
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <NumberInput
                label={t('plan.installments')}
                required
                min={L.installments.min}
                max={L.installments.max}
                allowDecimal={false}
                allowNegative={false}
                clampBehavior="none"
                {...form.inputProps('installments')}
              />
              <NumberInput
                label={t('plan.dueDay')}
                required
                min={L.dueDay.min}
                max={L.dueDay.max}
                allowDecimal={false}
                allowNegative={false}
                clampBehavior="none"
                {...form.inputProps('dueDay')}
              />
            </SimpleGrid>
            <TextInput
              label={t('plan.startMonth')}
              type="month"
              required
              {...form.inputProps('startMonth')}
            />
            <Text size="sm" aria-live="polite">
              {t('plan.total', {
                total: moneyText(installmentCents * (Number(installments) || 0), i18n.language),
              })}
            </Text>
          </Stack>
        );
      }}
    </FormFrame>
  );
}
