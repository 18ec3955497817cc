import { DataExportStateSchema, type DataExportState } from '@equicreators/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http/api-client';

export const dataExportKey = ['account', 'data-export'] as const;

/** How often the section asks again while an export is being prepared. */
const PREPARING_POLL_MS = 5_000;

/** GET /api/account/data-export: the latest export and when the next may be asked; polled while preparing. */
export function dataExportQuery() {
  return queryOptions({
    queryKey: dataExportKey,
    queryFn: ({ signal }): Promise<DataExportState> =>
      apiRequest('/account/data-export', { schema: DataExportStateSchema, signal }),
    refetchInterval: (query) => (query.state.data?.latest?.status === 'pending' ? PREPARING_POLL_MS : false),
  });
}
