import type { TCertificate } from '@puente/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { learningKeys } from '../../../api/query-keys';
import { apiFetch } from '../../../lib/api-client';

/** GET /api/certificates — the signed-in student's certificates. */
const certificatesQuery = () =>
  queryOptions({
    queryKey: learningKeys.certificates(),
    queryFn: ({ signal }) => apiFetch<TCertificate[]>('/certificates', { signal }),
  });

export const useCertificates = () => useQuery(certificatesQuery());
