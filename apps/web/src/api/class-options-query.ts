import type { TClassList } from '@puente/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../lib/api-client';
import { classKeys } from './query-keys';

/**
 * GET /api/admin/classes: the classes a member of staff may filter by (an administrator all of them, a
 * professor the ones they teach), for the class filter of the dashboard, the reports and tutoring.
 */
export const useClassOptions = () =>
  useQuery({
    queryKey: classKeys.list(),
    queryFn: ({ signal }) => apiFetch<TClassList>('/admin/classes', { signal }),
  });
