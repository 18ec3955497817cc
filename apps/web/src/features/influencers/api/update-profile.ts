import { OwnInfluencerProfileSchema } from '@equicreators/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ownAccountKeys } from '@/lib/account/own-account';
import { saveSession } from '@/lib/session/session';
import { uploadWithProgress } from '@/lib/upload/upload-with-progress';
import { toProfileFormData, type PictureChange, type ProfileFields } from '../components/profile-form-values';
import { influencerQueryKeys } from './influencer-query-keys';

export type UpdateProfileInput = {
  fields: ProfileFields;
  picture: PictureChange;
  /** The share of the upload sent so far (0 to 1). */
  onProgress?: (fraction: number) => void;
};

/** PUT /api/influencers/profile/edit (the creator only): multipart, answered with the saved profile. */
export function updateProfile({ fields, picture, onProgress }: UpdateProfileInput) {
  return uploadWithProgress('/influencers/profile/edit', {
    method: 'PUT',
    body: toProfileFormData(fields, picture),
    schema: OwnInfluencerProfileSchema,
    onProgress,
  });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (profile) => {
      // The profile page shows the saved answer at once, and the top bar greets the new first name.
      queryClient.setQueryData(ownAccountKeys.profile('contentCreator'), profile);
      saveSession({ firstName: profile.firstName });
      // Anything else built from creators (a browse page open in this tab) reloads when next shown.
      await queryClient.invalidateQueries({ queryKey: influencerQueryKeys.all });
    },
  });
}
