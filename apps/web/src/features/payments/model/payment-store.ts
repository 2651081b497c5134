import { create } from 'zustand';
import type { PaymentAttempt } from './payment-attempt';
import type { FailureText, FlowOutcome } from './payment-flow';

/** Phases of a payment (spec section 4): editing, Commit, Success, Invalid. */
export type PaymentPhase = 'edit' | 'commit' | 'success' | 'invalid';

/** What the result screen shows. */
export type PaymentSummary =
  | { kind: 'card-added' }
  | { kind: 'card-refused'; reason: FailureText }
  | { kind: 'paid' }
  | {
      kind: 'not-paid';
      reason: FailureText | { status: string; message: string | null };
      /** The outcome is unknown (network failure, 5xx): 'Reintentar' sends the same submission again. */
      resend: boolean;
    };

type PaymentState = {
  phase: PaymentPhase;
  paymentSummary: PaymentSummary | null;
  attempt: PaymentAttempt | null;
  /** An auto-payment change is running. */
  pendingAutopayment: boolean;
  reset: () => void;
  commit: () => void;
  settle: (outcome: FlowOutcome) => void;
  /** Back to the form from a result screen (the form's values are the page form's: use-payment-form.ts). */
  backToForm: () => void;
  setPendingAutopayment: (pending: boolean) => void;
};

const initial = {
  phase: 'edit' as PaymentPhase,
  paymentSummary: null,
  attempt: null,
  pendingAutopayment: false,
};

function summaryOf(outcome: FlowOutcome): PaymentSummary {
  switch (outcome.kind) {
    case 'card-added':
      return { kind: 'card-added' };
    case 'card-refused':
      return { kind: 'card-refused', reason: outcome.reason };
    case 'paid':
      return { kind: 'paid' };
    case 'not-paid':
      return { kind: 'not-paid', reason: outcome.reason, resend: outcome.attempt?.settled === false };
  }
}

/** The payment's phases and outcome; the form's values live in the page's form (use-payment-form.ts). */
export const usePaymentStore = create<PaymentState>()((set) => ({
  ...initial,
  reset: () => set(initial),
  commit: () => set({ phase: 'commit' }),
  settle: (outcome) =>
    set((state) => {
      const attempt =
        outcome.kind === 'paid' || outcome.kind === 'not-paid' ? outcome.attempt : state.attempt;
      const ok = outcome.kind === 'paid' || outcome.kind === 'card-added';
      return {
        attempt: attempt ?? state.attempt,
        phase: ok ? 'success' : 'invalid',
        paymentSummary: summaryOf(outcome),
      };
    }),
  backToForm: () => set({ phase: 'edit', paymentSummary: null }),
  setPendingAutopayment: (pendingAutopayment) => set({ pendingAutopayment }),
}));
