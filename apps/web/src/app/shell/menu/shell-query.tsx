import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from '../../query-client';

/**
 * The shell is drawn outside the screens' query layout; its lazily loaded menus read the API through
 * the same client (the library loads with them, never with the landing and login pages).
 */
export function ShellQuery({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
