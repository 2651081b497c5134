import { randomBytes } from 'node:crypto';
import type { sandboxCharges } from '../../../db/schema/index.ts';
import type { ChargeAttempt, ProviderCharge } from './payment-provider.ts';

/** A new id in the sandbox's own namespace, shaped like Stripe's (`ch_sbx_…`, `re_sbx_…`). */
export const newProviderId = (prefix: string) => `${prefix}_sbx_${randomBytes(12).toString('hex')}`;

export type ChargeRow = typeof sandboxCharges.$inferSelect;
export const toCharge = (row: ChargeRow): ProviderCharge => ({
  id: row.id,
  idempotencyKey: row.idempotencyKey,
  customer: row.customerId,
  paymentMethod: row.paymentMethodId,
  amountCents: row.amountCents,
  status: row.status === 'succeeded' ? 'succeeded' : 'failed',
  errorCode: row.failureCode,
  errorMessage: row.failureMessage,
});

/** Stripe's timestamps: whole seconds since the epoch. */
export const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** A charge as the provider answers it: waiting for the student's challenge, or its outcome. */
export const toAttempt = (row: ChargeRow): ChargeAttempt =>
  row.status === 'requires_action' && row.clientSecret
    ? {
        id: row.id,
        idempotencyKey: row.idempotencyKey,
        customer: row.customerId,
        paymentMethod: row.paymentMethodId,
        amountCents: row.amountCents,
        status: 'requires_action',
        clientSecret: row.clientSecret,
      }
    : toCharge(row);
