import type { TOutboxEmail } from '@puente/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** GET /admin/outbox: the school's latest 50 e-mails, newest first (one-time passwords masked). */
export const useOutbox = () =>
  useQuery({
    queryKey: ['people', 'outbox'] as const,
    queryFn: ({ signal }) => apiFetch<TOutboxEmail[]>('/admin/outbox', { signal }),
  });
