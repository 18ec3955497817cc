import { CAMPAIGN_MESSAGES, CampaignEntryResponseSchema } from '@equicreators/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http/api-client';
import { errorMessage } from '@/lib/http/error-message';
import { notify } from '@/lib/toast/notify';
import { influencerQueryKeys } from './influencer-query-keys';

export type InviteInput = { campaignId: string; influencerId: string };

/** POST /api/campaign/{campaignId}/influencer/{influencerId} as the campaign's brand: invite (no body). */
export function inviteInfluencer({ campaignId, influencerId }: InviteInput) {
  return apiRequest(`/campaign/${encodeURIComponent(campaignId)}/influencer/${encodeURIComponent(influencerId)}`, {
    method: 'POST',
    schema: CampaignEntryResponseSchema,
  });
}

/** 'Invite / Assign': spec §8 toasts; a refusal ('Already assigned to this campaign.') in the server's words. */
export function useInviteInfluencer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteInfluencer,
    onSuccess: () => {
      notify.success(CAMPAIGN_MESSAGES.invited);
      // The invited creator now counts under Pending in the influencer list, and their invite list
      // marks the campaign as one they are on.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: influencerQueryKeys.brandLists() }),
        queryClient.invalidateQueries({ queryKey: ['campaigns', 'invite-options'] }),
      ]);
    },
    onError: (error) => notify.error(errorMessage(error)),
  });
}
