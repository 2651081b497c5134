import { useTransactions } from '../ui/form/transaction-store';
import { useMessageQueue } from '../ui/messages/message-store';

/**
 * Drops the open form transactions and the queued messages: files share a worker (isolate: false), so a
 * form test starts and ends with neither left over.
 */
export function clearFormState() {
  useTransactions.getState().clear();
  useMessageQueue.getState().clear();
}
