import { lazy, Suspense } from 'react';

export type FormMessage = { kind: 'error' | 'success'; key: string } | null;

const MessageAlert = lazy(() => import('./message-alert'));

/** The message area of the login views: errors or success, announced to screen readers. */
export function MessageArea({ message }: { message: FormMessage }) {
  if (!message) return null;
  return (
    <Suspense fallback={null}>
      <MessageAlert message={message} />
    </Suspense>
  );
}
