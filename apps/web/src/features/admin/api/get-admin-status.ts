import { AdminStatusSchema } from '@equicreators/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http/api-client';

/** As often as the processes beat: each refetch can show a new heartbeat. */
export const STATUS_REFRESH_MS = 15_000;

/** GET /api/admin/status: the database, the outbox, every server process and the backups, every 15 s. */
export function useAdminStatus() {
  return useQuery({
    queryKey: ['admin', 'status'] as const,
    queryFn: ({ signal }) => apiRequest('/admin/status', { schema: AdminStatusSchema, signal }),
    refetchInterval: STATUS_REFRESH_MS,
  });
}
