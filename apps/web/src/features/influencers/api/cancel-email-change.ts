import { OwnInfluencerProfileSchema } from '@equicreators/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http/api-client';
import { ownInfluencerProfileQueryKey } from './get-own-profile';

/** DELETE /api/influencers/profile/email-change: the waiting address is dropped and its link stops working. */
export function cancelEmailChange() {
  return apiRequest('/influencers/profile/email-change', { method: 'DELETE', schema: OwnInfluencerProfileSchema });
}

export function useCancelEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelEmailChange,
    // The answer is the profile as it now is: the notice goes at once, without a second request.
    onSuccess: (profile) => queryClient.setQueryData(ownInfluencerProfileQueryKey, profile),
  });
}
