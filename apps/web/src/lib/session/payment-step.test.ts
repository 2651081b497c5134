import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch, setApiErrorListener } from '../api-client';
import { isPaymentStep, listenForPaymentRequired, mustPayNow } from './payment-step';
import { anonymousState, type SessionState, useSession } from './session-store';

const signedIn = (overrides: Partial<SessionState> = {}, identity: Partial<SessionState['identity']> = {}) =>
  ({
    ...anonymousState,
    accessToken: 'tok',
    payEnabled: true,
    claimsReady: true,
    identity: { ...anonymousState.identity, id: 'u1', isActive: true, balance: 100, ...identity },
    ...overrides,
  }) satisfies SessionState;

describe('mustPayNow', () => {
  it('holds for payment enabled, not active and a balance above 5', () => {
    expect(mustPayNow(signedIn({}, { isActive: false, balance: 515 }))).toBe(true);
    expect(mustPayNow(signedIn({}, { isActive: false, balance: 5 }))).toBe(false);
    expect(mustPayNow(signedIn({}, { isActive: true, balance: 515 }))).toBe(false);
    expect(mustPayNow(signedIn({ payEnabled: false }, { isActive: false, balance: 515 }))).toBe(false);
    expect(mustPayNow({ ...anonymousState, paymentRequired: true })).toBe(false);
  });

  it('holds whenever the server said payment.required', () => {
    expect(mustPayNow(signedIn({ paymentRequired: true }))).toBe(true);
  });
});

describe('isPaymentStep', () => {
  it('is the retail payment page in dialog mode only', () => {
    expect(isPaymentStep({ pathname: '/retail-payment', search: '?required=1' })).toBe(true);
    expect(isPaymentStep({ pathname: '/retail-payment', search: '' })).toBe(false);
    expect(isPaymentStep({ pathname: '/courses', search: '?required=1' })).toBe(false);
  });
});

describe('listenForPaymentRequired', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    setApiErrorListener(() => {});
    useSession.setState(anonymousState, true);
  });

  it('turns a payment.required answer into the add-payment step', async () => {
    useSession.setState(signedIn(), true);
    listenForPaymentRequired();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ code: 'system.forbidden' }), { status: 403 })),
    );
    await expect(apiFetch('/courses')).rejects.toBeInstanceOf(ApiError);
    expect(useSession.getState().paymentRequired).toBe(false);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ code: 'payment.required' }), { status: 403 })),
    );
    await expect(apiFetch('/courses')).rejects.toMatchObject({ code: 'payment.required' });
    expect(useSession.getState().paymentRequired).toBe(true);
    expect(mustPayNow(useSession.getState())).toBe(true);
  });
});
