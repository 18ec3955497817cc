import { CampaignStatusResponseSchema, type CampaignStatusAction } from '@equicreators/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http/api-client';
import { campaignQueryKeys } from './campaign-query-keys';

export type ChangeCampaignStatusInput = { campaignId: string; action: CampaignStatusAction };

/** POST /api/campaign/{id}/close, /reopen, /archive or /restore (the owning brand): the campaign's state now. */
export function changeCampaignStatus({ campaignId, action }: ChangeCampaignStatusInput) {
  return apiRequest(`/campaign/${encodeURIComponent(campaignId)}/${action}`, {
    method: 'POST',
    schema: CampaignStatusResponseSchema,
  });
}

export function useChangeCampaignStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeCampaignStatus,
    // The campaign moves between the Open, Closed and Archived lists: every list reads it again.
    // Returning the promise keeps the dialog busy until they have.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: campaignQueryKeys.all }),
  });
}
