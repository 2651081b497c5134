import type { TAuditPeople } from '@puente/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** GET /admin/audit-log/people: everyone who acted in the log (the person filter's choices). */
export const useAuditPeople = () =>
  useQuery({
    queryKey: ['people', 'audit-log', 'people'],
    queryFn: ({ signal }) => apiFetch<TAuditPeople>('/admin/audit-log/people', { signal }),
  });
