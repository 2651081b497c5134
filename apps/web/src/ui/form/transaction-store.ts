import { create } from 'zustand';
import { InternalError } from './internal-error';

/** Phases of a form transaction (spec section 4). */
export const TransactionPhase = {
  Init: 0,
  InProgress: 1,
  CancelRequested: 2,
  Commit: 3,
  ConfirmAndCommit: 4,
  Success: 5,
  Invalid: 6,
} as const;
export type TransactionPhase = (typeof TransactionPhase)[keyof typeof TransactionPhase];

/** Kinds of a form transaction (spec section 3). */
export const TransactionType = { Add: 1, Edit: 2, Delete: 3 } as const;
export type TransactionType = (typeof TransactionType)[keyof typeof TransactionType];

export type Transaction = { id: string; type: TransactionType; phase: TransactionPhase };

type TransactionState = {
  transactions: Record<string, Transaction>;
  /**
   * Opens a transaction in phase Init and returns its id. Refused (internal error) while another
   * non-delete transaction is past Init and not yet Success.
   */
  start: (type: TransactionType, id?: string) => string;
  /** Sets a phase; the id must be an open transaction's (else internal error). */
  setPhase: (id: string, phase: TransactionPhase) => void;
  /** The user edited the form: InProgress. */
  edit: (id: string) => void;
  /**
   * Closing a transaction in progress first moves it to CancelRequested (the form asks whether to lose
   * the changes); a second close, or closing one not in progress, clears it. Returns whether it is gone.
   */
  close: (id: string) => boolean;
  /** The answer to a confirmation: yes commits; no cancels a delete, otherwise returns to InProgress. */
  confirm: (id: string, yes: boolean) => void;
  clear: () => void;
};

let sequence = 0;
const newId = () => {
  sequence += 1;
  return `transaction-${Date.now().toString(36)}-${sequence}`;
};

const blocks = (transaction: Transaction) =>
  transaction.type !== TransactionType.Delete &&
  transaction.phase !== TransactionPhase.Init &&
  transaction.phase !== TransactionPhase.Success;

export const useTransactions = create<TransactionState>()((set, get) => {
  const existing = (id: string, action: string) => {
    const transaction = get().transactions[id];
    if (!transaction) throw new InternalError(`${action}: Invalid operation`);
    return transaction;
  };
  const put = (transaction: Transaction) =>
    set((state) => ({ transactions: { ...state.transactions, [transaction.id]: transaction } }));
  const drop = (id: string) =>
    set((state) => {
      const { [id]: _dropped, ...rest } = state.transactions;
      return { transactions: rest };
    });

  return {
    transactions: {},
    start: (type, id = newId()) => {
      const others = Object.values(get().transactions).filter((transaction) => transaction.id !== id);
      if (others.some(blocks)) throw new InternalError('startTransactionAction: Invalid operation');
      put({ id, type, phase: TransactionPhase.Init });
      return id;
    },
    setPhase: (id, phase) => put({ ...existing(id, 'setPhaseTransactionAction'), phase }),
    edit: (id) => {
      const transaction = get().transactions[id];
      if (transaction && transaction.phase !== TransactionPhase.InProgress)
        put({ ...transaction, phase: TransactionPhase.InProgress });
    },
    close: (id) => {
      const transaction = get().transactions[id];
      if (transaction?.phase === TransactionPhase.InProgress) {
        put({ ...transaction, phase: TransactionPhase.CancelRequested });
        return false;
      }
      drop(id);
      return true;
    },
    confirm: (id, yes) => {
      const transaction = existing(id, 'setPhaseTransactionAction');
      if (yes) put({ ...transaction, phase: TransactionPhase.Commit });
      else if (transaction.type === TransactionType.Delete) drop(id);
      else put({ ...transaction, phase: TransactionPhase.InProgress });
    },
    clear: () => set({ transactions: {} }),
  };
});
