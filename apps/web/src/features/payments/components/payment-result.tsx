import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text';
import type { FailureText } from '../model/payment-flow';
import type { PaymentSummary } from '../model/payment-store';

type Props = {
  summary: PaymentSummary;
  dialogMode: boolean;
  onBack: (clearCard: boolean) => void;
  onNewPayment: () => void;
  onAccept: () => void;
  onRetry: () => void;
};

/**
 * The provider's refusal in the interface language: known decline codes are translated, an unknown
 * code keeps the provider's own text.
 */
function useDeclineText() {
  const { t, i18n } = useTranslation('payments');
  return (code: string, providerMessage: string | null) =>
    code && i18n.exists(`payments:decline.${code}`) ? t(`decline.${code}`) : providerMessage;
}

function useBracketText() {
  const { t } = useTranslation('payments');
  const decline = useDeclineText();
  return (reason: FailureText | { status: string; message: string | null }) => {
    if ('status' in reason) return `[${reason.status}]`;
    if ('providerMessage' in reason) return `[${decline(reason.providerCode, reason.providerMessage)}]`;
    return `[${errorText(reason, { fallback: t('result.error') })}]`;
  };
}

/** The add-card and payment result screens. */
export function PaymentResult({ summary, dialogMode, onBack, onNewPayment, onAccept, onRetry }: Props) {
  const { t } = useTranslation('payments');
  const bracket = useBracketText();
  const decline = useDeclineText();
  const action = useRef<HTMLButtonElement>(null);
  // The button that pressed 'Realizar Pago' is gone: keyboard users land on the next step.
  useEffect(() => {
    if (summary) action.current?.focus();
  }, [summary]);
  const ok = summary.kind === 'card-added' || summary.kind === 'paid';
  const title = {
    'card-added': t('result.cardAdded'),
    'card-refused': t('result.cardRefused'),
    paid: t('result.paid'),
    'not-paid': t('result.notPaid'),
  }[summary.kind];
  const detail =
    summary.kind === 'card-refused' || summary.kind === 'not-paid' ? bracket(summary.reason) : null;
  const message =
    summary.kind === 'not-paid' && 'status' in summary.reason
      ? decline(summary.reason.status, summary.reason.message)
      : null;

  return (
    <Paper withBorder p="xl" radius="md" role={ok ? 'status' : 'alert'} data-testid="payment-result">
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon size={56} radius="xl" color={ok ? 'teal.9' : 'red.9'} aria-hidden>
          <Text fz={28} fw={700} c="white">
            {ok ? '✓' : '!'}
          </Text>
        </ThemeIcon>
        <Title order={2} size="h3">
          {title}
        </Title>
        {detail ? <Text data-testid="payment-result-detail">{detail}</Text> : null}
        {message ? <Text c="dimmed">{message}</Text> : null}
        {summary.kind === 'card-added' || summary.kind === 'card-refused' ? (
          <Button ref={action} color="teal.9" onClick={() => onBack(summary.kind === 'card-added')}>
            {t('result.back')}
          </Button>
        ) : null}
        {summary.kind === 'paid' ? (
          dialogMode ? (
            <Button ref={action} color="teal.9" onClick={onAccept}>
              {t('result.accept')}
            </Button>
          ) : (
            <Button ref={action} color="teal.9" onClick={onNewPayment}>
              {t('result.newPayment')}
            </Button>
          )
        ) : null}
        {summary.kind === 'not-paid' ? (
          <Button ref={action} color="teal.9" onClick={onRetry}>
            {t('result.retry')}
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}
