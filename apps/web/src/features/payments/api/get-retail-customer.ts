import type { TRetailCustomer } from '@puente/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../lib/api-client';
import { paymentQueryKeys } from './payment-query-keys';

/**
 * GET /retail/getstripecustomer: the account's customer at the provider with its stored cards, or
 * null while the account has none yet (the payment flow then creates it).
 */
async function fetchRetailCustomer(signal?: AbortSignal): Promise<TRetailCustomer | null> {
  try {
    return await apiFetch<TRetailCustomer | null>('/retail/getstripecustomer', { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404 && error.code === 'payment.customer-not-found') {
      return null;
    }
    throw error;
  }
}

const retailCustomerQueryOptions = () =>
  queryOptions({
    queryKey: paymentQueryKeys.customer(),
    queryFn: ({ signal }) => fetchRetailCustomer(signal),
  });

export const useRetailCustomer = () => useQuery(retailCustomerQueryOptions());
