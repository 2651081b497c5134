import type { TAutoPaymentResponse, TCustomerPaymentInfo, TRetailCustomer } from '@puente/shared';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../lib/api-client';
import { peopleQueryKeys } from './people-query-keys';

/** GET /retail/getstripecustomer: the customer and the cards the user may use (none yet: null). */
async function fetchCards(signal?: AbortSignal): Promise<TRetailCustomer | null> {
  try {
    return await apiFetch<TRetailCustomer>('/retail/getstripecustomer', { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const useMyCards = (enabled: boolean) =>
  useQuery({ queryKey: peopleQueryKeys.cards(), queryFn: ({ signal }) => fetchCards(signal), enabled });

/** GET /account/getmyaccount: the auto-pay card (payMethodId) among the account's figures. */
export const useAutoPayCard = (enabled: boolean) =>
  useQuery({
    queryKey: peopleQueryKeys.autoPay(),
    queryFn: async ({ signal }) =>
      (await apiFetch<TCustomerPaymentInfo>('/account/getmyaccount', { signal })).payMethodId ?? null,
    enabled,
  });

type CardRequest = { customerId: string; paymentMethodId: string };

/** POST /retail/setautopayment: this card pays the installments automatically. */
export const setAutoPayCard = (body: CardRequest) =>
  apiFetch<TAutoPaymentResponse>('/retail/setautopayment', { method: 'POST', body });

/** POST /retail/cancelautopayment: auto-pay off. */
export const stopAutoPay = () =>
  apiFetch<TAutoPaymentResponse>('/retail/cancelautopayment', { method: 'POST' });

/** POST /retail/removepaymentmethod: forget a stored card. */
export const removeCard = (body: CardRequest) =>
  apiFetch<TAutoPaymentResponse>('/retail/removepaymentmethod', { method: 'POST', body });
