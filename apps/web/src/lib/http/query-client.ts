import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/**
 * One data cache for the whole visit: login fills it (loading this module on demand), the
 * logged-in areas read it below `app/layouts/query-layout.tsx`. The public pages never load it.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // A 4xx will not fix itself; retry only network and server failures, once.
      retry: (failureCount, error) =>
        failureCount < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      refetchOnWindowFocus: false,
    },
  },
});
