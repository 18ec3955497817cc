import { OwnInfluencerProfileSchema, type UpdateCreatorFacets } from '@equicreators/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ownAccountKeys } from '@/lib/account/own-account';
import { apiRequest } from '@/lib/http/api-client';
import { influencerQueryKeys } from './influencer-query-keys';

/** PUT /api/influencers/profile/facets (the creator only): the whole equestrian profile, answered with the saved profile. */
export function updateFacets(facets: UpdateCreatorFacets) {
  return apiRequest('/influencers/profile/facets', {
    method: 'PUT',
    body: facets,
    schema: OwnInfluencerProfileSchema,
  });
}

export function useUpdateFacets() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFacets,
    onSuccess: async (profile) => {
      queryClient.setQueryData(ownAccountKeys.profile('contentCreator'), profile);
      await queryClient.invalidateQueries({ queryKey: influencerQueryKeys.all });
    },
  });
}
