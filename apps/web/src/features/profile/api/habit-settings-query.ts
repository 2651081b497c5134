import type { THabitSettings } from '@puente/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { peopleQueryKeys } from './people-query-keys';

/** GET /api/habit/settings: the student's daily goal and study reminder. */
export const useHabitSettings = () =>
  useQuery({
    queryKey: peopleQueryKeys.habitSettings(),
    queryFn: ({ signal }) => apiFetch<THabitSettings>('/habit/settings', { signal }),
  });

/** PUT /api/habit/settings. */
export const putHabitSettings = (body: THabitSettings) =>
  apiFetch<THabitSettings>('/habit/settings', { method: 'PUT', body });
