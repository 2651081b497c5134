import type { TCertificateVerification } from '@puente/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { learningKeys } from '../../../api/query-keys';
import { ApiError, apiFetch } from '../../../lib/api-client';

/** GET /api/public/certificates/:code — public verification (no sign-in); null for an unknown code. */
const verificationQuery = (code: string) =>
  queryOptions({
    queryKey: learningKeys.verification(code),
    queryFn: async ({ signal }) => {
      try {
        return await apiFetch<TCertificateVerification>(`/public/certificates/${encodeURIComponent(code)}`, {
          signal,
          token: null,
        });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });

export const useVerification = (code: string) => useQuery(verificationQuery(code));
