import type { TCustomerPaymentInfo, TRetailCustomer } from '@puente/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { openConfirmModal } from '../../../lib/confirm-modal';
import { showToast } from '../../../ui/messages';
import { attachPaymentMethod } from '../api/attach-payment-method';
import { cancelAutoPayment } from '../api/cancel-auto-payment';
import { createCustomer } from '../api/create-customer';
import { paymentQueryKeys } from '../api/payment-query-keys';
import { registerRetailPayment } from '../api/register-retail-payment';
import { setAutoPayment } from '../api/set-auto-payment';
import { type BrowserCard, type PaymentCalls, runAddCard, runPayment } from './payment-flow';
import { amountToPay, isAutoPayOn, parseAmount, validatePaymentForm } from './payment-form-model';
import { usePaymentStore } from './payment-store';

const calls: PaymentCalls = { createCustomer, attachPaymentMethod, registerRetailPayment, setAutoPayment };

type Context = {
  account: TCustomerPaymentInfo;
  customer: TRetailCustomer | null;
  /** Called after a successful payment (e.g. the session's billing figures). */
  onPaid?: () => void | Promise<void>;
  /** Stripe mode: the card element's PaymentMethod maker (null until it is mounted). */
  browserCard?: () => BrowserCard | null;
};

/** The page's commands: add a card, pay, retry, and the auto-pay toggle. */
export function usePaymentCommands({ account, customer, onPaid, browserCard }: Context) {
  const { t } = useTranslation('payments');
  const queryClient = useQueryClient();
  const store = usePaymentStore;
  const cardsInBrowser = browserCard !== undefined;
  const notReady: BrowserCard = {
    createPaymentMethod: async () => ({ error: { providerCode: '', providerMessage: t('stripe.notReady') } }),
  };
  /** The calls of one submission: in Stripe mode the new card comes from the card element. */
  const flowCalls = (): PaymentCalls =>
    browserCard ? { ...calls, browserCard: browserCard() ?? notReady } : calls;

  const current = () => {
    const { form } = store.getState();
    return { ...form, customer: form.customer ?? customer?.id ?? null };
  };
  const refreshCustomer = () => queryClient.invalidateQueries({ queryKey: paymentQueryKeys.customer() });
  const refreshAccount = () => queryClient.invalidateQueries({ queryKey: paymentQueryKeys.account() });

  async function addCard() {
    const form = current();
    store.getState().setSubmitted('add-card');
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
    store.getState().settle(outcome);
  }

  async function pay() {
    const form = current();
    const amountText = amountToPay(form, isAutoPayOn(form, account.payMethodId), account.installment);
    store.getState().setSubmitted('pay');
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
    store.getState().settle(outcome);
  }

  /** 'Reintentar': sends the same submission again when its outcome is unknown, else back to the form. */
  async function retry() {
    const summary = store.getState().paymentSummary;
    if (summary?.kind === 'not-paid' && summary.resend) return pay();
    store.getState().backToForm(false);
  }

  function showError(error: unknown) {
    const code = error instanceof ApiError ? error.code : 'system.exception';
    showToast('error', t(`errors:${code}`, { defaultValue: t('result.error') }));
  }

  async function changeAutoPay(on: boolean) {
    const { form, setPendingAutopayment } = store.getState();
    const customerId = form.customer ?? customer?.id;
    if (!form.selectedPaymentMethod || !customerId) return;
    setPendingAutopayment(true);
    try {
      const { payMethodId } = on
        ? await setAutoPayment({ customerId, paymentMethodId: form.selectedPaymentMethod })
        : await cancelAutoPayment();
      queryClient.setQueryData<TCustomerPaymentInfo>(paymentQueryKeys.account(), (info) =>
        info ? { ...info, payMethodId } : info,
      );
      showToast('success', t(on ? 'autoPay.set.success' : 'autoPay.cancel.success'));
    } catch (error) {
      showError(error);
    } finally {
      setPendingAutopayment(false);
      void refreshAccount();
    }
  }

  /** The toggle: with a stored card selected it asks first; without one it only sets the local flag. */
  function toggleAutoPay(on: boolean) {
    const { form, update } = store.getState();
    if (!form.selectedPaymentMethod) {
      update((f) => ({ ...f, setAutoPayment: on }));
      return;
    }
    openConfirmModal({
      title: t('autoPay.confirm.title'),
      children: t(on ? 'autoPay.confirm.set' : 'autoPay.confirm.cancel'),
      labels: { confirm: t('dialog.yes'), cancel: t('dialog.no') },
      onConfirm: () => void changeAutoPay(on),
    });
  }

  return { addCard, pay, retry, toggleAutoPay };
}
