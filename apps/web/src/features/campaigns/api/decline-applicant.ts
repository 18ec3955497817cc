import { CampaignEntryResponseSchema } from '@equicreators/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http/api-client';
import { campaignQueryKeys } from './campaign-query-keys';

export type DeclineApplicantInput = { campaignId: string; creatorId: string };

/** POST /api/campaign/{id}/applicants/{creatorId}/decline: the owning brand turns an applicant down. */
export function declineApplicant({ campaignId, creatorId }: DeclineApplicantInput) {
  return apiRequest(`/campaign/${encodeURIComponent(campaignId)}/applicants/${encodeURIComponent(creatorId)}/decline`, {
    method: 'POST',
    schema: CampaignEntryResponseSchema,
  });
}

export function useDeclineApplicant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineApplicant,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: campaignQueryKeys.all }),
  });
}
