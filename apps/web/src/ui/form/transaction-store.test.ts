import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '../../lib/i18n';
import { setLocale } from '../../lib/set-locale';
import { useMessageQueue } from '../messages/message-store';
import { InternalError } from './internal-error';
import { transactionInvalid, transactionSucceeded } from './transaction-outcome';
import { TransactionPhase, TransactionType, useTransactions } from './transaction-store';

const store = () => useTransactions.getState();
const phase = (id: string) => store().transactions[id]?.phase;

describe('form transactions', () => {
  beforeEach(() => {
    store().clear();
    useMessageQueue.getState().clear();
  });

  afterEach(() => {
    store().clear();
    useMessageQueue.getState().clear();
    setLocale('es');
  });

  it('numbers phases and types as the spec does', () => {
    expect(TransactionPhase).toEqual({
      Init: 0,
      InProgress: 1,
      CancelRequested: 2,
      Commit: 3,
      ConfirmAndCommit: 4,
      Success: 5,
      Invalid: 6,
    });
    expect(TransactionType).toEqual({ Add: 1, Edit: 2, Delete: 3 });
  });

  it('refuses a start while another non-delete transaction is past Init and not yet Success', () => {
    const edit = store().start(TransactionType.Edit);
    // Still in Init: another may start.
    const other = store().start(TransactionType.Add);
    store().close(other);
    store().edit(edit);
    expect(phase(edit)).toBe(TransactionPhase.InProgress);
    expect(() => store().start(TransactionType.Add)).toThrow(
      new InternalError('startTransactionAction: Invalid operation'),
    );
    store().setPhase(edit, TransactionPhase.Success);
    expect(() => store().start(TransactionType.Add)).not.toThrow();
  });

  it('lets a transaction start while only a delete is under way', () => {
    const remove = store().start(TransactionType.Delete);
    store().setPhase(remove, TransactionPhase.ConfirmAndCommit);
    expect(() => store().start(TransactionType.Edit)).not.toThrow();
  });

  it('refuses a phase for an unknown id', () => {
    expect(() => store().setPhase('nope', TransactionPhase.Commit)).toThrow(
      'setPhaseTransactionAction: Invalid operation',
    );
  });

  it('asks before closing one in progress: the first close requests, the second clears', () => {
    const id = store().start(TransactionType.Add);
    store().edit(id);
    expect(store().close(id)).toBe(false);
    expect(phase(id)).toBe(TransactionPhase.CancelRequested);
    expect(store().close(id)).toBe(true);
    expect(phase(id)).toBeUndefined();
  });

  it('closes an untouched transaction at once', () => {
    const id = store().start(TransactionType.Edit);
    expect(store().close(id)).toBe(true);
    expect(store().transactions).toEqual({});
  });

  it('confirm-yes commits; confirm-no cancels a delete and returns anything else to InProgress', () => {
    const remove = store().start(TransactionType.Delete);
    store().setPhase(remove, TransactionPhase.ConfirmAndCommit);
    store().confirm(remove, false);
    expect(phase(remove)).toBeUndefined();

    const edit = store().start(TransactionType.Edit);
    store().edit(edit);
    store().close(edit);
    store().confirm(edit, false);
    expect(phase(edit)).toBe(TransactionPhase.InProgress);
    store().confirm(edit, true);
    expect(phase(edit)).toBe(TransactionPhase.Commit);
  });

  it('shows the default toasts for success and invalid, translated', () => {
    initI18n('es');
    setLocale('en');
    const id = store().start(TransactionType.Add);
    transactionSucceeded(id);
    expect(phase(id)).toBe(TransactionPhase.Success);
    const other = store().start(TransactionType.Edit);
    setLocale('es');
    transactionInvalid(other);
    expect(phase(other)).toBe(TransactionPhase.Invalid);
    const texts = useMessageQueue.getState().messages.map((message) => [message.type, message.description]);
    expect(texts).toEqual([
      ['success', 'operation successful'],
      ['error', 'operación no válida'],
    ]);
  });
});
