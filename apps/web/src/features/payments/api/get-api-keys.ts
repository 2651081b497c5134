import type { TApiKeysResponse } from '@puente/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { paymentQueryKeys } from './payment-query-keys';

/**
 * GET /retail/getapikeys: the provider's public key and which provider it is. With Stripe the page
 * takes the card in Stripe.js; with the sandbox it sends the card fields.
 */
const fetchApiKeys = (signal?: AbortSignal) => apiFetch<TApiKeysResponse>('/retail/getapikeys', { signal });

const apiKeysQueryOptions = () =>
  queryOptions({
    queryKey: paymentQueryKeys.apiKeys(),
    queryFn: ({ signal }) => fetchApiKeys(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useApiKeys = () => useQuery(apiKeysQueryOptions());
