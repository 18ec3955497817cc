import { DataExportStateSchema } from '@equicreators/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http/api-client';
import { dataExportKey } from './get-data-export';

/** POST /api/account/data-export: asks for a copy of all the caller's data (one a day). */
export function requestDataExport() {
  return apiRequest('/account/data-export', { method: 'POST', schema: DataExportStateSchema });
}

export function useRequestDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestDataExport,
    onSuccess: (state) => queryClient.setQueryData(dataExportKey, state),
  });
}
