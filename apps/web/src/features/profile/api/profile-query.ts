import type { TMyProfile, TMyProfileEdit } from '@puente/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { peopleQueryKeys } from './people-query-keys';

/** GET /user/profile: name, e-mail, language and time zone of the signed-in user. */
export const useMyProfile = (enabled = true) =>
  useQuery({
    queryKey: peopleQueryKeys.profile(),
    queryFn: ({ signal }) => apiFetch<TMyProfile>('/user/profile', { signal }),
    enabled,
  });

/** PUT /user/profile. */
export const putProfile = (body: TMyProfileEdit) =>
  apiFetch<TMyProfile>('/user/profile', { method: 'PUT', body });
