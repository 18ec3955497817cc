import { CampaignSchema, type CampaignFormFields } from '@equicreators/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadWithProgress } from '@/lib/upload/upload-with-progress';
import { campaignQueryKeys } from './campaign-query-keys';
import { appendCampaignField, isSentField } from './create-campaign';

/** One image of the edited campaign, in the brand's order: kept (its file id) or a new file. */
export type EditedImage = { keptId: string; file: null } | { keptId: null; file: File };

export type EditCampaignInput = {
  campaignId: string;
  fields: CampaignFormFields;
  images: readonly EditedImage[];
  onProgress?: (fraction: number) => void;
};

/**
 * The multipart body of PUT /api/campaign/{id}: every field (an empty application deadline removes
 * it), `imageOrder` naming the final images in order (a kept image by its id, the Nth new file as
 * `new:N`; images left out are removed), then the new files in that order.
 */
export function toEditCampaignFormData(fields: CampaignFormFields, images: readonly EditedImage[]): FormData {
  const body = new FormData();
  // An absent plan keeps the campaign's; an empty deadline removes it.
  for (const [name, value] of Object.entries({ ...fields, applicationDeadline: fields.applicationDeadline ?? '' })) {
    if (isSentField(fields, name)) appendCampaignField(body, name, value);
  }
  const files = images.flatMap((image) => (image.file ? [image.file] : []));
  let newIndex = 0;
  body.append('imageOrder', images.map((image) => image.keptId ?? `new:${newIndex++}`).join(','));
  for (const file of files) body.append('images', file, file.name);
  return body;
}

/** PUT /api/campaign/{id} (the owning brand): the campaign as it is now. */
export function editCampaign({ campaignId, fields, images, onProgress }: EditCampaignInput) {
  return uploadWithProgress(`/campaign/${encodeURIComponent(campaignId)}`, {
    method: 'PUT',
    body: toEditCampaignFormData(fields, images),
    schema: CampaignSchema,
    onProgress,
  });
}

export function useEditCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editCampaign,
    onSuccess: (campaign) => {
      queryClient.setQueryData(campaignQueryKeys.detail(campaign._id), campaign);
      return queryClient.invalidateQueries({ queryKey: campaignQueryKeys.all });
    },
  });
}
