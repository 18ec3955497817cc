import {
  ACCOUNT_QUOTAS,
  AppError,
  CAMPAIGN_MESSAGES,
  CampaignFormFieldsSchema,
  pastDuePositions,
  UPLOAD_LIMITS,
  type CampaignFormFields,
  type FieldIssue,
  WORK_MESSAGES,
} from '@equicreators/shared';
import type { ZodType } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { BeforeFiles, MultipartForm } from '../../platform/http/multipart.ts';
import { namingFile } from '../../platform/media/media-errors.ts';
import { processImage, type ProcessedImage } from '../../platform/media/media-processing.ts';
import { paymentRefusal } from '../billing/billing-access.service.ts';
import { findBrand } from '../brands/brands.repository.ts';
import type { FileRow } from '../files/files.repository.ts';
import { deleteStoredBytes, storeProcessedImage } from '../files/files.service.ts';
import { countUploadedBytes } from '../files/upload-bytes.ts';
import { deliverablesWereRead, pastOfferDays, termsColumns } from './campaign-offer.ts';
import { findCampaignView, type CampaignView } from './campaign-views.repository.ts';
import { insertCampaign, insertCampaignImages, type CampaignRow } from './campaigns.repository.ts';

/** The form's file field for a campaign's images (some clients append `[]` to repeated fields). */
export const CAMPAIGN_IMAGE_FIELDS: readonly string[] = ['images', 'images[]'];

/**
 * How the campaign routes read the multipart form, given to the service so it reads it only when
 * allowed; `beforeFiles` checks the text fields before a byte of an image is read.
 */
export type FormReader = (beforeFiles: BeforeFiles) => Promise<MultipartForm>;

/**
 * POST /api/campaign. The payment gate comes before a byte of the form is read; then every field
 * and every image is checked (and the images re-encoded) before anything is written; then the
 * campaign, its files and their order are written in one transaction. If any step fails, the bytes
 * already stored are deleted: there is never a campaign without its images, nor a stored image
 * without its campaign.
 */
export async function createCampaign(
  context: AppContext,
  brandId: string,
  readForm: FormReader,
): Promise<CampaignView> {
  const { db, storage, clock } = context;
  const brand = await findBrand(db, brandId);
  // The spec's sentence for a brand that never paid, how to resubscribe for a lapsed one (decision 018).
  if (!brand?.payment) throw await paymentRefusal(db, brandId);
  // Counted before a byte of the form is read (docs/decisions/013).
  await context.limits.consumeQuota(ACCOUNT_QUOTAS.campaignCreationsPerBrand, brandId);

  const checkedFields: CampaignFormFields[] = [];
  const form = await readForm(async (formFields, { hasFiles }) => {
    const fields = checkFields(CampaignFormFieldsSchema, formFields, hasFiles ? [] : [NO_IMAGE]);
    checkDates(fields, clock.now());
    checkedFields.push(fields);
  });
  const [fields] = checkedFields;
  if (!fields) throw new Error('The campaign form was read without its fields being checked');
  const processed = await processAll(checkImages(form));

  const stored: FileRow[] = [];
  let campaignId: string;
  try {
    campaignId = await db.transaction(async (tx) => {
      const now = clock.now();
      const campaign = await insertCampaign(tx, {
        ...campaignColumns(fields),
        brandId,
        createdAt: now,
        updatedAt: now,
      });
      for (const image of processed) {
        stored.push(
          await storeProcessedImage(tx, storage, image.processed, {
            purpose: 'campaign-image',
            visibility: 'public',
            ownerAccountId: brandId,
            originalName: image.filename || null,
          }),
        );
      }
      await insertCampaignImages(
        tx,
        campaign.id,
        stored.map((file) => file.id),
      );
      return campaign.id;
    });
  } catch (error) {
    await Promise.all(stored.map((file) => deleteStoredBytes(storage, file)));
    throw error;
  }
  countUploadedBytes(context.metrics, 'campaign-image', stored);
  context.changes.raise('campaigns');
  const view = await findCampaignView(db, campaignId, { creatorId: null, influencers: 'full' });
  if (!view) throw new Error('The new campaign could not be read back');
  return view;
}

export type UploadedImage = MultipartForm['files'][number];

/**
 * Every problem of the text fields at once (and `more`, such as a missing image when the form is
 * known to have none), in the error handler's shape (`fields`: field and message).
 */
export function checkFields<Fields>(
  schema: ZodType<Fields>,
  formFields: Record<string, string>,
  more: FieldIssue[],
): Fields {
  const parsed = schema.safeParse(formFields);
  const issues: FieldIssue[] = parsed.success
    ? []
    : parsed.error.issues.map((issue) => ({
        field: issue.path.map(String).join('.') || 'body',
        message: issue.message,
      }));
  issues.push(...more);
  if (!parsed.success || issues.length > 0) throw validationFailed(issues);
  return parsed.data;
}

/**
 * Dates already past, refused as mistakes: an application deadline would close the campaign the
 * moment it is saved, and a plan's due day would make each hire overdue (issue 28). On an edit,
 * what the campaign already had (`before`) may stay as it is.
 */
export function checkDates(
  fields: CampaignFormFields,
  now: Date,
  before: Pick<CampaignRow, 'applicationDeadline' | 'deliverablePlan' | 'offer'> | null = null,
): void {
  if (fields.offer) {
    const offerIssues = pastOfferDays(fields.offer, now, before?.offer ?? null);
    if (offerIssues.length > 0) throw validationFailed(offerIssues);
    return;
  }
  const issues: FieldIssue[] = [];
  const deadline = fields.applicationDeadline ? new Date(fields.applicationDeadline).getTime() : null;
  if (deadline !== null && deadline !== before?.applicationDeadline?.getTime() && deadline <= now.getTime()) {
    issues.push({ field: 'applicationDeadline', message: CAMPAIGN_MESSAGES.deadlineInPast });
  }
  const keptDue = new Set((before?.deliverablePlan ?? []).map((item) => dueInstant(item.dueAt)));
  for (const index of pastDuePositions(fields.deliverablePlan ?? [], now, (item) =>
    keptDue.has(dueInstant(item.dueAt)),
  )) {
    issues.push({ field: `deliverablePlan.${String(index)}.dueAt`, message: WORK_MESSAGES.dueDateInPast });
  }
  if (issues.length > 0) throw validationFailed(issues);
}

const dueInstant = (dueAt: string | null) => (dueAt === null ? null : new Date(dueAt).getTime());

const NO_IMAGE: FieldIssue = { field: 'images', message: 'Add at least one image' };

/** The reader took only image files from the images field; here, how many there are. */
function checkImages(form: MultipartForm): UploadedImage[] {
  // An empty file input sends a part without bytes, which the reader drops.
  if (form.files.length === 0) throw validationFailed([NO_IMAGE]);
  if (form.files.length > UPLOAD_LIMITS.maxFilesPerCampaign) {
    throw validationFailed([{ field: 'images', message: `Add at most ${UPLOAD_LIMITS.maxFilesPerCampaign} images` }]);
  }
  return form.files;
}

export function validationFailed(issues: FieldIssue[]): AppError {
  return new AppError('VALIDATION_FAILED', issues.map((issue) => `${issue.field}: ${issue.message}`).join('; '), {
    fields: issues,
  });
}

/**
 * Checks and re-encodes each image, one at a time (sharp is CPU- and memory-hungry), naming the
 * file that failed so the brand knows which one to replace.
 */
export async function processAll(images: UploadedImage[]): Promise<{ filename: string; processed: ProcessedImage }[]> {
  const processed: { filename: string; processed: ProcessedImage }[] = [];
  for (const image of images) {
    try {
      processed.push({ filename: image.filename, processed: await processImage(image.path) });
    } catch (error) {
      throw namingFile(error, 'images', image.filename);
    }
  }
  return processed;
}

/**
 * The row's columns from the form: the texts as sent, and the terms (an offer, or the spec's texts
 * read as one: campaign-offer.ts). On an edit without an offer or a plan, the plan is left as it is
 * unless the deliverables text was read as a list, which is then the plan (one list, issue 46).
 */
export function campaignColumns(fields: CampaignFormFields, keepPlan = false) {
  const terms = termsColumns(fields);
  if (keepPlan && !fields.offer && !fields.deliverablePlan && !deliverablesWereRead(terms)) {
    delete terms.deliverablePlan;
  }
  return {
    companyName: fields.companyName,
    title: fields.campaignTitle,
    description: fields.campaignDescription,
    requirements: fields.requirements,
    ownerEmail: fields.COEmail,
    brandName: fields.brand,
    socialMedia: fields.social_media,
    niches: fields.niches,
    targetDisciplines: fields.targetDisciplines,
    targetCountries: fields.targetCountries,
    ...terms,
    compensation: terms.compensation ?? fields.compensation,
    deadlines: terms.deadlines ?? fields.deadlines,
    deliverables: terms.deliverables ?? fields.deliverables,
  };
}
