import type { TGuest, TGuestInput, TGuestList } from '@puente/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { peopleQueryKeys } from './people-query-keys';

/** GET /account/guests: the master user's guests and the limit. */
export const useGuests = () =>
  useQuery({
    queryKey: peopleQueryKeys.guests(),
    queryFn: ({ signal }) => apiFetch<TGuestList>('/account/guests', { signal }),
  });

/** POST /account/guests: invites a guest (a temporary password by e-mail). */
export const inviteGuest = (body: TGuestInput) =>
  apiFetch<TGuest>('/account/guests', { method: 'POST', body });

/** POST /account/guests/:id/resend. */
export const resendInvitation = (id: string) =>
  apiFetch<TGuest>(`/account/guests/${encodeURIComponent(id)}/resend`, { method: 'POST' });

/** DELETE /account/guests/:id: the guest is signed out and the seat freed. */
export const deactivateGuest = (id: string) =>
  apiFetch<null>(`/account/guests/${encodeURIComponent(id)}`, { method: 'DELETE' });
