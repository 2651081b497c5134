import { create } from 'zustand';
import type { PaymentAttempt } from './payment-attempt';
import type { FailureText, FlowOutcome } from './payment-flow';
import {
  clearPaymentForm,
  emptyPaymentForm,
  type FormField,
  type PaymentFormModel,
} from './payment-form-model';

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

type SubmitKind = 'pay' | 'add-card';

type PaymentState = {
  form: PaymentFormModel;
  /** Fields whose errors show (changed or left); all show after a submit. */
  touched: Partial<Record<FormField, true>>;
  /** The last submit: 'pay' shows every field error, 'add-card' the card fields' errors. */
  submitted: SubmitKind | null;
  phase: PaymentPhase;
  paymentSummary: PaymentSummary | null;
  attempt: PaymentAttempt | null;
  /** An auto-payment change is running. */
  pendingAutopayment: boolean;
  reset: () => void;
  update: (change: (form: PaymentFormModel) => PaymentFormModel) => void;
  touch: (field: FormField) => void;
  setSubmitted: (submitted: SubmitKind | null) => void;
  commit: () => void;
  settle: (outcome: FlowOutcome) => void;
  /** Back to the form from a result screen; `clearCard` empties the card fields. */
  backToForm: (clearCard: boolean) => void;
  setPendingAutopayment: (pending: boolean) => void;
  /** 'Limpiar' and 'Realizar Nuevo Pago': no selection, every field empty, back to the form. */
  clearForm: () => void;
};

const initial = {
  form: emptyPaymentForm,
  touched: {},
  submitted: null,
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

export const usePaymentStore = create<PaymentState>()((set) => ({
  ...initial,
  reset: () => set(initial),
  update: (change) => set((state) => ({ form: change(state.form) })),
  touch: (field) =>
    set((state) => (state.touched[field] ? state : { touched: { ...state.touched, [field]: true } })),
  setSubmitted: (submitted) => set({ submitted }),
  commit: () => set({ phase: 'commit' }),
  settle: (outcome) =>
    set((state) => {
      const customer = outcome.customer ?? state.form.customer;
      const paymentId =
        outcome.kind === 'paid' || outcome.kind === 'not-paid' ? outcome.paymentId : state.form.paymentId;
      const attempt =
        outcome.kind === 'paid' || outcome.kind === 'not-paid' ? outcome.attempt : state.attempt;
      const ok = outcome.kind === 'paid' || outcome.kind === 'card-added';
      return {
        form: { ...state.form, customer, paymentId: paymentId ?? state.form.paymentId },
        attempt: attempt ?? state.attempt,
        phase: ok ? 'success' : 'invalid',
        paymentSummary: summaryOf(outcome),
      };
    }),
  backToForm: (clearCard) =>
    set((state) => ({
      phase: 'edit',
      paymentSummary: null,
      submitted: null,
      touched: {},
      form: clearCard
        ? {
            ...state.form,
            cardNumber: '',
            expDate: '',
            cvv: '',
            zipCode: '',
            paymentId: state.form.selectedPaymentMethod,
          }
        : state.form,
    })),
  setPendingAutopayment: (pendingAutopayment) => set({ pendingAutopayment }),
  clearForm: () =>
    set((state) => ({
      form: clearPaymentForm(state.form),
      touched: {},
      submitted: null,
      phase: 'edit',
      paymentSummary: null,
    })),
}));
