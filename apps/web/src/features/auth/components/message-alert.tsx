import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FormMessage } from './message-area';

/** The message itself (MessageArea loads it when there is one: the login page starts without it). */
export default function MessageAlert({ message }: { message: NonNullable<FormMessage> }) {
  const { t } = useTranslation();
  return (
    <Alert
      role={message.kind === 'error' ? 'alert' : 'status'}
      color={message.kind === 'error' ? 'red' : 'teal'}
      variant="light"
      data-testid="login-message"
    >
      {t(message.key)}
    </Alert>
  );
}
