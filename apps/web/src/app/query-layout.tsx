import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { queryClient } from './query-client';

/**
 * Around the screens that read the API through TanStack Query (see route-table.ts): the library loads
 * with the first of them, not with the landing and login pages. One client for the whole visit.
 */
export function Component() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
