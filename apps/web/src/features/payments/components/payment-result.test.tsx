import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../../../lib/i18n';
import type { PaymentSummary } from '../model/payment-store';
import { PaymentResult } from './payment-result';

initI18n('es');
const noop = () => undefined;

function show(summary: PaymentSummary, language: 'es' | 'en') {
  void i18n.changeLanguage(language);
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <PaymentResult
          summary={summary}
          dialogMode={false}
          onBack={noop}
          onNewPayment={noop}
          onAccept={noop}
          onRetry={noop}
        />
      </MantineProvider>
    </I18nextProvider>,
  );
  return screen.getByTestId('payment-result');
}

const refused = (providerCode: string, providerMessage: string): PaymentSummary => ({
  kind: 'card-refused',
  reason: { providerCode, providerMessage },
});

afterAll(() => void i18n.changeLanguage('es'));

describe('a refused card in the interface language', () => {
  it.each([
    ['card_declined', 'Your card was declined.', '[Su tarjeta fue rechazada.]'],
    ['insufficient_funds', 'Your card has insufficient funds.', '[Su tarjeta no tiene fondos suficientes.]'],
    ['expired_card', 'Your card has expired.', '[Su tarjeta está vencida.]'],
    [
      'incorrect_cvc',
      "Your card's security code is incorrect.",
      '[El código de seguridad de su tarjeta es incorrecto.]',
    ],
    [
      'processing_error',
      'An error occurred while processing your card. Try again in a little bit.',
      '[Ocurrió un error al procesar su tarjeta. Vuelva a intentarlo en unos momentos.]',
    ],
  ])('translates the known code %s in Spanish', (code, message, shown) => {
    const result = show(refused(code, message), 'es');
    expect(screen.getByTestId('payment-result-detail').textContent).toBe(shown);
    expect(result.textContent).not.toContain(message);
  });

  it("keeps the provider's own text for an unknown code", () => {
    show(refused('do_not_honor', 'The bank said no.'), 'es');
    expect(screen.getByTestId('payment-result-detail').textContent).toBe('[The bank said no.]');
  });

  it("shows the provider's English text in English", () => {
    show(refused('expired_card', 'Your card has expired.'), 'en');
    expect(screen.getByTestId('payment-result-detail').textContent).toBe('[Your card has expired.]');
  });

  it('translates the message under a declined payment, the status staying in brackets', () => {
    const result = show(
      {
        kind: 'not-paid',
        reason: { status: 'card_declined', message: 'Your card was declined.' },
        resend: false,
      },
      'es',
    );
    expect(screen.getByTestId('payment-result-detail').textContent).toBe('[card_declined]');
    expect(result.textContent).toContain('Su tarjeta fue rechazada.');
    expect(result.textContent).not.toContain('Your card was declined.');
  });
});
