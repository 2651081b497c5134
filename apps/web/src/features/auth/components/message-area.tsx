import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type FormMessage = { kind: 'error' | 'success'; key: string } | null;

/** The message area of the login views: errors or success, announced to screen readers. */
export function MessageArea({ message }: { message: FormMessage }) {
  const { t } = useTranslation();
  if (!message) return null;
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
