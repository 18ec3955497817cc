import { CampaignDeletedResponseSchema } from '@equicreators/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http/api-client';
import { campaignQueryKeys } from './campaign-query-keys';

/** DELETE /api/campaign/{id}: only a campaign without hires (else 409, telling to archive it). */
export function deleteCampaign(campaignId: string) {
  return apiRequest(`/campaign/${encodeURIComponent(campaignId)}`, {
    method: 'DELETE',
    schema: CampaignDeletedResponseSchema,
  });
}

export function useDeleteCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCampaign,
    onSuccess: async (_answer, campaignId) => {
      queryClient.removeQueries({ queryKey: campaignQueryKeys.detail(campaignId) });
      await queryClient.invalidateQueries({ queryKey: campaignQueryKeys.all });
    },
  });
}
