import { CampaignSchema, type CampaignFormFields } from '@equicreators/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadWithProgress } from '@/lib/upload/upload-with-progress';
import { campaignQueryKeys } from './campaign-query-keys';

export type CreateCampaignInput = {
  fields: CampaignFormFields;
  /** In the brand's order; the server keeps it. */
  images: readonly File[];
  /** The share of the upload sent so far (0 to 1). */
  onProgress?: (fraction: number) => void;
};

/** The form's lists of names, each sent as one comma-separated text (CampaignNichesSchema, the targets). */
const COMMA_LISTS = new Set(['niches', 'targetDisciplines', 'targetCountries']);

/**
 * One field of the campaign's multipart form: the niches and the targets travel as one
 * comma-separated text, the deliverables plan as JSON text (DeliverablePlanFieldSchema); an
 * absent optional field is left out.
 */
export function appendCampaignField(
  body: FormData,
  name: string,
  value: CampaignFormFields[keyof CampaignFormFields],
): void {
  if (value === undefined) return;
  if (typeof value === 'string') body.append(name, value);
  // The niches and targets are lists of names; the plan is a list of objects.
  else if (COMMA_LISTS.has(name)) body.append(name, (value as readonly string[]).join(','));
  else body.append(name, JSON.stringify(value));
}

/** The spec's texts the server derives from an offer (issue 31): not sent beside one. */
const DERIVED_FROM_OFFER = new Set(['compensation', 'deadlines', 'deliverables', 'price', 'applicationDeadline']);

/** Whether a field goes in the body: not when the server derives it from the offer sent. */
export function isSentField(fields: CampaignFormFields, name: string): boolean {
  return !(fields.offer && DERIVED_FROM_OFFER.has(name));
}

/**
 * The multipart body of spec §7 POST /api/campaign: the text fields (an absent optional one, the
 * application deadline, left out; with an offer, the texts derived from it too), then one `images`
 * part per file.
 */
export function toCampaignFormData(fields: CampaignFormFields, images: readonly File[]): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (isSentField(fields, name)) appendCampaignField(body, name, value);
  }
  for (const image of images) body.append('images', image, image.name);
  return body;
}

/** POST /api/campaign (a paid brand only): the campaign with its images, answered 201 with the campaign. */
export function createCampaign({ fields, images, onProgress }: CreateCampaignInput) {
  return uploadWithProgress('/campaign', {
    body: toCampaignFormData(fields, images),
    schema: CampaignSchema,
    onProgress,
  });
}

export function useCreateCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCampaign,
    // Every list (the brand's own first) must show the new campaign on top the next time it opens.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: campaignQueryKeys.all }),
  });
}
