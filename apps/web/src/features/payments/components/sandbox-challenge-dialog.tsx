import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { formatMoney, toCents } from '@puente/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { answerSandboxChallenge } from '../api/answer-sandbox-challenge';
import { useChallengeStore } from '../model/challenge-store';

/**
 * The sandbox's 3-D Secure challenge: what the bank's page is in `stripe` mode (opened there by Stripe.js),
 * with Stripe's two test answers. Closing it fails the authentication, as closing Stripe's does.
 */
export function SandboxChallengeDialog() {
  const { t, i18n } = useTranslation('payments');
  const open = useChallengeStore((state) => state.open);
  const [sending, setSending] = useState(false);
  const answer = async (passed: boolean) => {
    if (!open || sending) return;
    setSending(true);
    // Whatever the call's fate, the payment's outcome is asked next: it tells what happened.
    await answerSandboxChallenge({ clientSecret: open.clientSecret, passed }).catch(() => undefined);
    setSending(false);
    open.done();
  };
  return (
    <Modal
      opened={open !== null}
      onClose={() => void answer(false)}
      title={t('challenge.title')}
      zIndex={1100}
      centered
      size="md"
      closeButtonProps={{ 'aria-label': t('challenge.close') }}
      data-testid="sandbox-challenge"
    >
      <Stack gap="md">
        <Text>
          {open?.amount != null
            ? t('challenge.bodyAmount', { amount: formatMoney(toCents(open.amount), i18n.language) })
            : t('challenge.body')}
        </Text>
        <Text size="sm" c="dimmed">
          {t('challenge.sandboxNote')}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" color="red" loading={sending} onClick={() => void answer(false)}>
            {t('challenge.fail')}
          </Button>
          <Button loading={sending} onClick={() => void answer(true)} data-autofocus>
            {t('challenge.complete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
