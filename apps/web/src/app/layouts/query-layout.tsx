import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { createQueryClient } from '../query-client';

// One cache for the whole visit: login fills it, the logged-in areas read it.
const queryClient = createQueryClient();

/**
 * The data cache around the screens that talk to the API (sign-up, login, reset and the
 * logged-in areas). It is a lazy layout, so the public pages never download TanStack Query.
 */
export function QueryLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
