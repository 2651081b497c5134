import type { TWizardsSummary } from '@puente/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';

/** GET /api/wizards/summary: per content resource, how many live items and the five changed last. */
const wizardsSummaryQuery = () =>
  queryOptions({
    queryKey: ['wizards', 'summary'],
    queryFn: ({ signal }) => apiFetch<TWizardsSummary>('/wizards/summary', { signal }),
    staleTime: 0,
  });

export const useWizardsSummary = () => useQuery(wizardsSummaryQuery());
