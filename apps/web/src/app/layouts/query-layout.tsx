import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { queryClient } from '@/lib/http/query-client';

/**
 * The data cache around the logged-in areas. It is a lazy layout, so the public pages, sign-up
 * and login never download TanStack Query before they need it.
 */
export function QueryLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
