import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The message itself (MessageArea loads it when there is one: the login page starts without it). */
export default function MessageAlert({ message }: { message: { kind: 'error' | 'success'; key: string } }) {
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
