import type { TCustomerPaymentInfo } from '@puente/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { paymentQueryKeys } from './payment-query-keys';

/** GET /account/getmyaccount: the account figures (paymentInfo) and the auto-pay card. */
const fetchMyAccount = (signal?: AbortSignal) =>
  apiFetch<TCustomerPaymentInfo>('/account/getmyaccount', { signal });

const myAccountQueryOptions = () =>
  queryOptions({ queryKey: paymentQueryKeys.account(), queryFn: ({ signal }) => fetchMyAccount(signal) });

export const useMyAccount = () => useQuery(myAccountQueryOptions());
