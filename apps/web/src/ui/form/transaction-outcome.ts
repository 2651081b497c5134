import { i18n } from '../../lib/i18n';
import { showToast } from '../messages/show-message';
import { TransactionPhase, useTransactions } from './transaction-store';

/** Success: phase Success and the toast 'operation successful' (or the given text). */
export function transactionSucceeded(id: string, text?: string) {
  useTransactions.getState().setPhase(id, TransactionPhase.Success);
  showToast('success', text ?? i18n.t('messages.default.success'));
}

/** Refused: phase Invalid and the toast 'invalid operation' (or the given text). */
export function transactionInvalid(id: string, text?: string) {
  useTransactions.getState().setPhase(id, TransactionPhase.Invalid);
  showToast('error', text ?? i18n.t('messages.default.invalid'));
}
