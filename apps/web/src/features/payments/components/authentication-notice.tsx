import { Alert, Text } from '@mantine/core';
import type { TCustomerPaymentInfo, TRetailCustomer } from '@puente/shared';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../model/payment-format';
import { storedCardText } from './stored-card-list';

type Props = { account: TCustomerPaymentInfo; customer: TRetailCustomer | null };

/**
 * The auto-pay charge the bank asks the student to confirm (3-D Secure): what to pay, with which card, and
 * that 'Realizar Pago' brings the bank's confirmation. Nothing while no payment waits for it.
 */
export function AuthenticationNotice({ account, customer }: Props) {
  const { t, i18n } = useTranslation('payments');
  const needed = account.authenticationNeeded;
  if (!needed) return null;
  const card = customer?.paymentMethods.find((method) => method.id === needed.paymentMethodId);
  const amount = formatAmount(needed.amount, i18n.language);
  return (
    <Alert
      color="orange"
      variant="light"
      title={t('authentication.title')}
      data-testid="authentication-notice"
    >
      <Text size="sm">
        {card
          ? t('authentication.withCard', { amount, card: storedCardText(card) })
          : t('authentication.withoutCard', { amount })}
      </Text>
      <Text size="sm" mt={4}>
        {t('authentication.howTo')}
      </Text>
    </Alert>
  );
}
