import { Alert, Input, Loader } from '@mantine/core';
import type { StripeCardElement as CardElement, StripeError } from '@stripe/stripe-js';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BrowserCard } from '../model/payment-flow';
import { loadStripeJs } from '../model/stripe-js';
import { usePaymentFormContext } from '../model/use-payment-form';

type Props = {
  publishableKey: string;
  disabled: boolean;
  /** The card element's PaymentMethod maker once it is mounted; null when it is gone. */
  onCard: (card: BrowserCard | null) => void;
};

type Translate = ReturnType<typeof useTranslation<'payments'>>['t'];

/** A Stripe.js error in the page's language: ours for the codes we know, else Stripe's own text. */
const stripeErrorText = (t: Translate, error: Pick<StripeError, 'code' | 'message'>) =>
  t(`stripe.${error.code ?? 'unknown'}`, { defaultValue: error.message || t('stripe.unknown') });

/**
 * Stripe's card element (number, valid-until, CVC, postal code) in place of our card fields: the card
 * is typed into Stripe's frames and sent by Stripe.js to Stripe, never to our server.
 */
export function StripeCardElement({ publishableKey, disabled, onCard }: Props) {
  const { t, i18n } = useTranslation('payments');
  // The latest form update, read when Stripe reports a change (the element is mounted once).
  const paymentForm = usePaymentFormContext();
  const update = useRef(paymentForm.update);
  update.current = paymentForm.update;
  const host = useRef<HTMLDivElement>(null);
  const element = useRef<CardElement | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [error, setError] = useState<string | null>(null);
  const locale = i18n.language === 'en' ? 'en' : 'es';

  useEffect(() => {
    let gone = false;
    void loadStripeJs(publishableKey).then(
      (stripe) => {
        if (gone || !host.current) return;
        if (!stripe) return setState('failed');
        const card = stripe.elements({ locale }).create('card');
        card.on('change', (event) => {
          setError(event.error ? stripeErrorText(t, event.error) : null);
          // A changed card forgets the card attached for an earlier attempt.
          update.current((form) =>
            form.paymentId === form.selectedPaymentMethod
              ? form
              : { ...form, paymentId: form.selectedPaymentMethod },
          );
        });
        card.mount(host.current);
        element.current = card;
        onCard({
          // Stripe.js saves the card with the SetupIntent, showing the bank's 3-D Secure challenge itself.
          async confirmSetup(clientSecret) {
            const result = await stripe.confirmCardSetup(clientSecret, { payment_method: { card } });
            if (result.error)
              return { error: { providerCode: '', providerMessage: stripeErrorText(t, result.error) } };
            const method = result.setupIntent.payment_method;
            return { paymentMethodId: typeof method === 'string' ? method : (method?.id ?? '') };
          },
        });
        setState('ready');
      },
      () => {
        if (!gone) setState('failed');
      },
    );
    return () => {
      gone = true;
      onCard(null);
      element.current?.destroy();
      element.current = null;
    };
  }, [publishableKey, locale, onCard, t]);

  useEffect(() => {
    element.current?.update({ disabled });
  }, [disabled]);

  if (state === 'failed')
    return (
      <Alert color="red" role="alert" data-testid="stripe-card-failed">
        {t('stripe.loadError')}
      </Alert>
    );
  return (
    <Input.Wrapper label={t('stripe.cardLabel')} error={error} required>
      {state === 'loading' ? <Loader size="sm" role="progressbar" aria-label={t('stripe.loading')} /> : null}
      <div
        ref={host}
        data-testid="stripe-card-element"
        style={{ padding: '10px 12px', border: '1px solid var(--mantine-color-gray-4)', borderRadius: 4 }}
      />
    </Input.Wrapper>
  );
}
