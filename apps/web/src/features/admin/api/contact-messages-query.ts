import type { TContactMessageList } from '@puente/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

const key = (search: string, pending: boolean) => ['people', 'contact-messages', search, pending] as const;

/** GET /admin/contact-messages: newest first, filtered by name, e-mail or subject. */
export const useContactMessages = (search: string, pending: boolean) =>
  useQuery({
    queryKey: key(search, pending),
    queryFn: ({ signal }) =>
      apiFetch<TContactMessageList>('/admin/contact-messages', {
        signal,
        query: {
          SearchValue: search || undefined,
          pending: pending ? 'true' : undefined,
          Skip: 0,
          Take: 100,
        },
      }),
    placeholderData: keepPreviousData,
  });

/** POST /admin/contact-messages/:id/handled. */
export const markHandled = (id: string) =>
  apiFetch<null>(`/admin/contact-messages/${encodeURIComponent(id)}/handled`, { method: 'POST' });
