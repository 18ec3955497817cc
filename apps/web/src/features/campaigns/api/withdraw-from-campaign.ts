import { CampaignEntryResponseSchema } from '@equicreators/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http/api-client';
import { campaignQueryKeys } from './campaign-query-keys';

/**
 * POST /api/campaign/{id}/withdraw: the creator withdraws an application or declines an invitation
 * (before a hire). They may apply again while the campaign is open.
 */
export function withdrawFromCampaign(campaignId: string) {
  return apiRequest(`/campaign/${encodeURIComponent(campaignId)}/withdraw`, {
    method: 'POST',
    schema: CampaignEntryResponseSchema,
  });
}

export function useWithdrawFromCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawFromCampaign,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: campaignQueryKeys.all }),
  });
}
