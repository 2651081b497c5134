import { QueryClient } from '@tanstack/react-query';

/**
 * The one TanStack Query client of the visit: the screens' layout (query-layout.tsx) and the shell's
 * lazily loaded menus share it. Only lazily loaded code imports this file.
 */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 10_000 } },
});
