import type { IncomingMessage } from 'node:http';

export type RecordedRequest = {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingMessage['headers'];
  form: Record<string, string>;
};

export type Decline = { code: string; decline_code?: string; message: string; onCharge?: boolean };

/** As Stripe answers them: a refusal by the bank is `card_declined` with the reason in `decline_code`. */
export const DECLINES: Record<string, Decline> = {
  '4000000000000002': {
    code: 'card_declined',
    decline_code: 'generic_decline',
    message: 'Your card was declined.',
  },
  '4000000000009995': {
    code: 'card_declined',
    decline_code: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
  '4000000000000341': { code: 'card_declined', message: 'Your card was declined.', onCharge: true },
};

export type Json = Record<string, unknown>;

/** Stripe's 3-D Secure test cards: asks always, asks until authenticated once, asks then declines for funds. */
export const AUTHENTICATING: Record<string, 'always' | 'once' | 'always-then-insufficient-funds'> = {
  '4000002760003184': 'always',
  '4000000000003220': 'once',
  '4000008260003178': 'always-then-insufficient-funds',
};

/** Stripe's `created`: whole seconds since the epoch (a test moves an object back by setting it). */
export const nowSeconds = () => Math.floor(Date.now() / 1000);
/** Stripe's `created[gte]` filter of a listing. */
export const createdSince = (object: Json, request: RecordedRequest) =>
  request.query['created[gte]'] === undefined ||
  Number(object.created) >= Number(request.query['created[gte]']);
