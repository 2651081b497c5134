import type { TLocationResponse } from '@puente/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** GET /api/authentication/location: the client IP (sent as origin) and the preferred locale. */
const fetchLocation = () => apiFetch<TLocationResponse>('/authentication/location', { token: null });

const locationQuery = queryOptions({
  queryKey: ['authentication', 'location'],
  queryFn: fetchLocation,
  staleTime: Number.POSITIVE_INFINITY,
  retry: 0,
});

export const useLocationInfo = () => useQuery(locationQuery);
