import type { TCustomerPaymentInfo, TRetailCustomer } from '@puente/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { openConfirmModal } from '../../../lib/confirm-modal';
import { errorText } from '../../../lib/error-text';
import { showToast } from '../../../ui/messages';
import { attachPaymentMethod } from '../api/attach-payment-method';
import { cancelAutoPayment } from '../api/cancel-auto-payment';
import { createCustomer } from '../api/create-customer';
import { createSetupIntent } from '../api/create-setup-intent';
import { paymentQueryKeys } from '../api/payment-query-keys';
import { registerRetailPayment } from '../api/register-retail-payment';
import { setAutoPayment } from '../api/set-auto-payment';
import { askSandboxChallenge } from './challenge-store';
import { paymentAmountText } from './payment-authentication';
import {
  type BrowserCard,
  type FlowOutcome,
  type PaymentCalls,
  runAddCard,
  runPayment,
} from './payment-flow';
import {
  clearPaymentForm,
  type PaymentFormModel,
  parseAmount,
  validatePaymentForm,
} from './payment-form-model';
import { usePaymentStore } from './payment-store';
import { loadStripeJs } from './stripe-js';
import { CARD_FIELDS, type PaymentForm } from './use-payment-form';

const calls: PaymentCalls = {
  createCustomer,
  attachPaymentMethod,
  registerRetailPayment,
  setAutoPayment,
  createSetupIntent,
  passChallenge: askSandboxChallenge,
};

/** Stripe mode: Stripe.js runs the challenge (the bank's page in its own frame); its outcome is the server's to tell. */
const stripeChallenge =
  (publishableKey: string): PaymentCalls['passChallenge'] =>
  async (clientSecret) => {
    const stripe = await loadStripeJs(publishableKey);
    await stripe?.handleNextAction({ clientSecret }).catch(() => undefined);
  };

type Context = {
  /** The page's form (use-payment-form.ts). */
  form: PaymentForm;
  account: TCustomerPaymentInfo;
  customer: TRetailCustomer | null;
  /** Called after a successful payment (e.g. the session's billing figures). */
  onPaid?: () => void | Promise<void>;
  /** Stripe mode: the card element's PaymentMethod maker (null until it is mounted). */
  browserCard?: () => BrowserCard | null;
  /** Stripe mode: the publishable key Stripe.js runs a card's 3-D Secure challenge with. */
  stripeKey?: string;
};

/** The customer and the card a submission ended with, kept for the next one. */
function settledValues(form: PaymentFormModel, outcome: FlowOutcome): PaymentFormModel {
  const customer = outcome.customer ?? form.customer;
  const paymentId =
    outcome.kind === 'paid' || outcome.kind === 'not-paid' ? outcome.paymentId : form.paymentId;
  return { ...form, customer, paymentId: paymentId ?? form.paymentId };
}

/** The card fields emptied; the selected stored card stays the card to pay with. */
const withoutCard = (form: PaymentFormModel): PaymentFormModel => ({
  ...form,
  cardNumber: '',
  expDate: '',
  cvv: '',
  zipCode: '',
  paymentId: form.selectedPaymentMethod,
});

/** The page's commands: add a card, pay, retry, back to the form, clear, and the auto-pay toggle. */
export function usePaymentCommands({
  form: paymentForm,
  account,
  customer,
  onPaid,
  browserCard,
  stripeKey,
}: Context) {
  const { t } = useTranslation('payments');
  const queryClient = useQueryClient();
  const store = usePaymentStore;
  const cardsInBrowser = browserCard !== undefined;
  const notReady: BrowserCard = {
    confirmSetup: async () => ({ error: { providerCode: '', providerMessage: t('stripe.notReady') } }),
  };
  /** The calls of one submission: in Stripe mode the new card comes from the card element. */
  const flowCalls = (): PaymentCalls =>
    browserCard
      ? {
          ...calls,
          browserCard: browserCard() ?? notReady,
          passChallenge: stripeChallenge(stripeKey ?? account.retailKey),
        }
      : calls;

  const current = () => {
    const form = paymentForm.form.getValues();
    return { ...form, customer: form.customer ?? customer?.id ?? null };
  };
  const settle = (outcome: FlowOutcome) => {
    paymentForm.update((form) => settledValues(form, outcome));
    store.getState().settle(outcome);
  };
  const refreshCustomer = () => queryClient.invalidateQueries({ queryKey: paymentQueryKeys.customer() });
  const refreshAccount = () => queryClient.invalidateQueries({ queryKey: paymentQueryKeys.account() });

  async function addCard() {
    const form = current();
    paymentForm.showAllErrors(CARD_FIELDS);
    const errors = validatePaymentForm(form, {
      balance: account.balance,
      amount: '',
      cardOnly: true,
      cardsInBrowser,
    });
    if (Object.keys(errors).length > 0) return;
    store.getState().commit();
    const outcome = await runAddCard(flowCalls(), form);
    if (outcome.kind === 'card-added') await refreshCustomer();
    settle(outcome);
  }

  async function pay() {
    const form = current();
    const amountText = paymentAmountText(form, account);
    paymentForm.showAllErrors();
    const errors = validatePaymentForm(form, {
      balance: account.balance,
      amount: amountText,
      cardsInBrowser,
    });
    const amount = parseAmount(amountText);
    if (Object.keys(errors).length > 0 || amount === null) return;
    store.getState().commit();
    const outcome = await runPayment(flowCalls(), form, amount, store.getState().attempt);
    if (outcome.kind === 'paid') {
      await onPaid?.();
      // The payment's answer carries the account's figures after it: no call back for them.
      const { paymentInfo } = outcome.result;
      if (paymentInfo) queryClient.setQueryData(paymentQueryKeys.account(), paymentInfo);
      await Promise.all([refreshCustomer(), paymentInfo ? undefined : refreshAccount()]);
    } else if (outcome.kind === 'not-paid' && outcome.paymentId && !form.paymentId) {
      await refreshCustomer();
    }
    settle(outcome);
  }

  /** Back to the form from a result screen; `clearCard` empties the card fields (a card was added). */
  function backToForm(clearCard: boolean) {
    if (clearCard) paymentForm.update(withoutCard);
    paymentForm.resetErrors();
    store.getState().backToForm();
  }

  /** 'Limpiar' and 'Realizar Nuevo Pago': no selection, every field empty, back to the form. */
  function clearForm() {
    paymentForm.update(clearPaymentForm);
    paymentForm.resetErrors();
    store.getState().backToForm();
  }

  /** 'Reintentar': sends the same submission again when its outcome is unknown, else back to the form. */
  async function retry() {
    const summary = store.getState().paymentSummary;
    if (summary?.kind === 'not-paid' && summary.resend) return pay();
    backToForm(false);
  }

  function showError(error: unknown) {
    const failure = error instanceof ApiError ? error : { code: 'system.exception' };
    showToast('error', errorText(failure, { fallback: t('result.error'), network: false }));
  }

  async function changeAutoPay(on: boolean) {
    const { setPendingAutopayment } = store.getState();
    const form = paymentForm.form.getValues();
    const customerId = form.customer ?? customer?.id;
    if (!form.selectedPaymentMethod || !customerId) return;
    setPendingAutopayment(true);
    try {
      const { payMethodId } = on
        ? await setAutoPayment({ customerId, paymentMethodId: form.selectedPaymentMethod })
        : await cancelAutoPayment();
      // The answer is the account's auto-pay card after the change: no read back. Behind a load balancer the
      // read could reach another instance before it has heard of the change, and undo it on the screen.
      queryClient.setQueryData<TCustomerPaymentInfo>(paymentQueryKeys.account(), (info) =>
        info ? { ...info, payMethodId } : info,
      );
      showToast('success', t(on ? 'autoPay.set.success' : 'autoPay.cancel.success'));
    } catch (error) {
      showError(error);
      // What the server has now, whatever happened to the call.
      void refreshAccount();
    } finally {
      setPendingAutopayment(false);
    }
  }

  /** The toggle: with a stored card selected it asks first; without one it only sets the local flag. */
  function toggleAutoPay(on: boolean) {
    const form = paymentForm.form.getValues();
    if (!form.selectedPaymentMethod) {
      paymentForm.update((f) => ({ ...f, setAutoPayment: on }));
      return;
    }
    openConfirmModal({
      title: t('autoPay.confirm.title'),
      children: t(on ? 'autoPay.confirm.set' : 'autoPay.confirm.cancel'),
      labels: { confirm: t('dialog.yes'), cancel: t('dialog.no') },
      onConfirm: () => void changeAutoPay(on),
    });
  }

  return { addCard, pay, retry, backToForm, clearForm, toggleAutoPay };
}
