import { AdminErasureListSchema } from '@equicreators/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http/api-client';
import { adminQueryKeys } from './admin-query-keys';

/** GET /api/admin/account-erasures: the erasures admins made on request, newest first (the audit list). */
export function useErasures() {
  return useQuery({
    queryKey: adminQueryKeys.list('erasures'),
    queryFn: ({ signal }) => apiRequest('/admin/account-erasures', { schema: AdminErasureListSchema, signal }),
  });
}
