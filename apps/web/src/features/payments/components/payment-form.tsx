import { Button, Divider, Group, Stack, Text, Title } from '@mantine/core';
import type { TCustomerPaymentInfo, TRetailCustomer } from '@puente/shared';
import { useTranslation } from 'react-i18next';
import { authenticationOf, paymentAmountText } from '../model/payment-authentication';
import type { BrowserCard } from '../model/payment-flow';
import { isAutoPayOn, paymentButtons, selectActiveCard, toggleActiveCard } from '../model/payment-form-model';
import { usePaymentStore } from '../model/payment-store';
import type { usePaymentCommands } from '../model/use-payment-commands';
import { usePaymentFormContext } from '../model/use-payment-form';
import { AmountField, AutoPaySwitch } from './amount-field';
import { CardFields } from './card-fields';
import { StoredCardList, storedCardText } from './stored-card-list';
import { StripeCardElement } from './stripe-card-element';

type Props = {
  account: TCustomerPaymentInfo;
  customer: TRetailCustomer | null;
  commands: ReturnType<typeof usePaymentCommands>;
  /** The account's holder; a guest pays with cards of their own and never sees auto-pay. */
  holder: boolean;
  /** Stripe mode: the publishable key and where the card element hands its PaymentMethod maker. */
  stripe: { publishableKey: string; onCard: (card: BrowserCard | null) => void } | null;
  /** Shown but not usable (staff acting as the user: the server refuses every card call). */
  disabled?: boolean;
};

/** Stored cards, card fields, auto-pay, amount and the buttons of the payment page. */
export function PaymentForm({ account, customer, commands, holder, stripe, disabled = false }: Props) {
  const { t } = useTranslation('payments');
  const paymentForm = usePaymentFormContext();
  const { update, errorOf } = paymentForm;
  const form = paymentForm.form.values;
  const committing = usePaymentStore((state) => state.phase === 'commit');
  const submitting = committing || disabled;
  const pendingAutopayment = usePaymentStore((state) => state.pendingAutopayment);
  const cards = customer?.paymentMethods ?? [];
  const selectedCard = cards.find((card) => card.id === form.selectedPaymentMethod) ?? null;
  const autoPayOn = isAutoPayOn(form, account.payMethodId);
  // The auto-pay charge the bank asks the student to confirm, when its card is selected: paid here.
  const authentication = authenticationOf(form, account);
  const buttons = paymentButtons({
    storedCardCount: cards.length,
    selectedPaymentMethod: form.selectedPaymentMethod,
    activeItem: form.activeItem,
    autoPayCardId: account.payMethodId,
    authenticationCardId: authentication?.paymentMethodId ?? null,
    submitting,
  });

  return (
    <form
      noValidate
      aria-label={t('page.title')}
      onSubmit={(event) => {
        event.preventDefault();
        if (buttons.canPay && !disabled) void commands.pay();
      }}
    >
      {/* A disabled fieldset disables every control inside it, the stored cards' buttons included. */}
      <fieldset disabled={disabled} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
        <Stack gap="lg">
          <StoredCardList
            cards={cards}
            activeItem={form.activeItem}
            selected={form.selectedPaymentMethod}
            autoPayCardId={account.payMethodId}
            canSelect={buttons.canSelect}
            onToggle={(id) => update((f) => toggleActiveCard(f, id))}
            onSelect={() => update(selectActiveCard)}
          />
          <Divider />
          <Stack component="section" gap="sm" aria-labelledby="card-details-title">
            <Title order={2} size="h4" id="card-details-title">
              {t('card.title')}
            </Title>
            {selectedCard ? (
              <Text>{t('card.payingWith', { card: storedCardText(selectedCard) })}</Text>
            ) : stripe ? (
              <StripeCardElement
                publishableKey={stripe.publishableKey}
                onCard={stripe.onCard}
                disabled={submitting}
              />
            ) : (
              <CardFields disabled={submitting} />
            )}
            {/* With a stored card selected the toggle asks and changes the account's auto-pay card; with a
              new card it sets the local flag, and the card becomes the auto-pay card once it is added. */}
            {holder ? (
              <AutoPaySwitch
                checked={autoPayOn}
                disabled={submitting || pendingAutopayment}
                onToggle={commands.toggleAutoPay}
              />
            ) : null}
          </Stack>
          <AmountField
            value={paymentAmountText(form, account)}
            fixed={autoPayOn || authentication !== null}
            authentication={authentication !== null}
            error={errorOf('amount')}
            disabled={submitting}
          />
          <Stack gap={4}>
            <Group gap="sm">
              <Button type="button" variant="default" onClick={commands.clearForm} disabled={submitting}>
                {t('actions.clear')}
              </Button>
              {buttons.showAddCard ? (
                <Button
                  type="button"
                  variant="outline"
                  color="teal.9"
                  onClick={() => void commands.addCard()}
                  disabled={!buttons.canAddCard}
                >
                  {t('actions.addCard')}
                </Button>
              ) : null}
              {/* The theme's primary teal: its hover keeps white text above 4.5:1 ('teal.9' hovers to teal 8). */}
              <Button type="submit" disabled={!buttons.canPay} loading={committing}>
                {t('actions.pay')}
              </Button>
            </Group>
            {selectedCard && autoPayOn && !authentication ? (
              <Text size="sm" c="dimmed">
                {t('actions.autoPayCard')}
              </Text>
            ) : null}
          </Stack>
        </Stack>
      </fieldset>
    </form>
  );
}
