import type { TRetailCustomer } from '@puente/shared';
import { apiFetch } from '../../../lib/api-client';

/** POST /retail/createcustomer: creates (or returns) the account's customer at the provider. */
export const createCustomer = () => apiFetch<TRetailCustomer>('/retail/createcustomer', { method: 'POST' });
