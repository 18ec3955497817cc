import { OwnInfluencerProfileSchema } from '@equicreators/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ownAccountKeys } from '@/lib/account/own-account';
import { apiRequest } from '@/lib/http/api-client';

/** DELETE /api/influencers/profile/email-change: the waiting address is dropped and its link stops working. */
export function cancelEmailChange() {
  return apiRequest('/influencers/profile/email-change', { method: 'DELETE', schema: OwnInfluencerProfileSchema });
}

export function useCancelEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelEmailChange,
    // The answer is the profile as it now is: the notice goes at once, without a second request.
    onSuccess: (profile) => queryClient.setQueryData(ownAccountKeys.profile('contentCreator'), profile),
  });
}
