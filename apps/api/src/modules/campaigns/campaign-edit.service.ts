import {
  ACCOUNT_QUOTAS,
  AppError,
  CAMPAIGN_MESSAGES,
  EditCampaignFieldsSchema,
  NEW_IMAGE_SLOT_PATTERN,
  UPLOAD_LIMITS,
  type CampaignOffer,
  type EditCampaignFields,
  type FieldIssue,
} from '@equicreators/shared';
import type { AppContext } from '../../app-context.ts';
import { accountAudience } from '../../platform/mail/mail-links.ts';
import type { Principal } from '../../platform/auth/authenticate.ts';
import { announce } from '../notifications/notification-events.ts';
import type { ProcessedImage } from '../../platform/media/media-processing.ts';
import { requireBrandAccess } from '../billing/billing-access.service.ts';
import type { FileRow } from '../files/files.repository.ts';
import { deleteStoredBytes, storeProcessedImage } from '../files/files.service.ts';
import { countUploadedBytes } from '../files/upload-bytes.ts';
import { mailFacts } from './campaign-entries.service.ts';
import { termsChangedEmail } from './campaign-lifecycle.emails.ts';
import {
  activeEntryContacts,
  deleteFileRows,
  imageFilesOf,
  lockCampaign,
  replaceCampaignImages,
  updateCampaignRow,
} from './campaign-lifecycle.repository.ts';
import { ownCampaign, removeBytes } from './campaign-status.service.ts';
import { findCampaignView, type CampaignView } from './campaign-views.repository.ts';
import type { CampaignRow } from './campaigns.repository.ts';
import { campaignNotFound } from './campaigns.service.ts';
import {
  campaignColumns,
  checkDates,
  checkFields,
  processAll,
  validationFailed,
  type FormReader,
  type UploadedImage,
} from './create-campaign.service.ts';

const spotsBelowHires = (hired: number) =>
  `${String(hired)} creator${hired === 1 ? ' is' : 's are'} already hired: want at least ${String(hired)}.`;

/** The terms whose change is told to the creators in the campaign, with the words the e-mail uses. */
const TERMS = [
  { column: 'compensation', label: 'compensation' },
  { column: 'deliverables', label: 'deliverables' },
  { column: 'deadlines', label: 'deadlines' },
] as const;

/**
 * PUT /api/campaign/{id} (the campaign's brand; archived campaigns cannot be edited). Every field
 * and every new image is checked (and re-encoded) before anything is written, with the rules of
 * creation. Then, in one transaction holding the campaign's row: the new files are stored, the
 * row and its image list are written, and, if the compensation, the deliverables or the deadlines
 * changed, `terms_updated_at` is set and each creator in the campaign is e-mailed (the outbox).
 * An application waiting on the row lands after the edit (it is never lost). A failure deletes
 * the new bytes; the removed images' bytes are deleted only after the commit.
 */
export async function editCampaign(
  context: AppContext,
  principal: Principal,
  campaignId: string,
  readForm: FormReader,
): Promise<CampaignView> {
  const { db, storage, clock } = context;
  // Editing is editing terms, which a brand without access may not (docs/decisions/018).
  await requireBrandAccess(db, principal);
  const before = await ownCampaign(context, principal, campaignId);
  if (before.status === 'archived') throw new AppError('CONFLICT', CAMPAIGN_MESSAGES.archivedCannotChange);
  // Counted before a byte of the form is read (docs/decisions/013), as a creation is.
  await context.limits.consumeQuota(ACCOUNT_QUOTAS.campaignEditsPerCampaign, campaignId);

  const checkedFields: EditCampaignFields[] = [];
  const form = await readForm(async (formFields) => {
    const fields = checkFields(EditCampaignFieldsSchema, formFields, []);
    // A deadline or a plan's due day already passed may stay as it is (the campaign stays closed by it).
    checkDates(fields, clock.now(), before);
    checkedFields.push(fields);
  });
  const [fields] = checkedFields;
  if (!fields) throw new Error('The campaign form was read without its fields being checked');
  const newImages = await processAll(checkNewImageSlots(fields, form.files));

  const stored: FileRow[] = [];
  let removed: FileRow[];
  try {
    removed = await db.transaction(async (tx) => {
      const now = clock.now();
      const campaign = await lockCampaign(tx, campaignId, 'update');
      if (!campaign) throw campaignNotFound();
      if (campaign.status === 'archived') throw new AppError('CONFLICT', CAMPAIGN_MESSAGES.archivedCannotChange);
      // Read under the row lock a hire takes, so no hire slips in between the check and the write.
      const spots = fields.offer?.spots;
      if (spots !== undefined && spots < campaign.hiredCount) {
        throw validationFailed([{ field: 'offer.spots', message: spotsBelowHires(campaign.hiredCount) }]);
      }
      const current = await imageFilesOf(tx, campaignId);
      const order = fields.imageOrder ?? [...current.map((file) => file.id), ...newImages.map((_, i) => `new:${i}`)];
      checkKeptImages(order, current);
      for (const image of newImages) {
        stored.push(await storeImage(tx, storage, image, before.brandId));
      }
      const finalIds = order.map((slot) => {
        const index = newSlotIndex(slot);
        const id = index === null ? slot : stored[index]?.id;
        if (!id) throw new Error('An image slot named no file');
        return id;
      });
      const columns = campaignColumns(fields, true);
      const changed: string[] = TERMS.filter(({ column }) => columns[column] !== campaign[column]).map(
        ({ label }) => label,
      );
      if (rightsChanged(columns.offer, campaign.offer)) changed.push('usage rights');
      await updateCampaignRow(tx, campaignId, {
        ...columns,
        updatedAt: now,
        ...(changed.length > 0 ? { termsUpdatedAt: now } : {}),
      });
      await replaceCampaignImages(tx, campaignId, finalIds);
      const gone = current.filter((file) => !finalIds.includes(file.id));
      await deleteFileRows(
        tx,
        gone.map((file) => file.id),
      );
      if (changed.length > 0) await tellCreators(context, tx, { ...campaign, ...columns }, changed);
      return gone;
    });
  } catch (error) {
    await Promise.all(stored.map((file) => deleteStoredBytes(storage, file)));
    throw error;
  }
  countUploadedBytes(context.metrics, 'campaign-image', stored);
  context.changes.raise('campaigns');
  await removeBytes(context, removed);
  const view = await findCampaignView(db, campaignId, { creatorId: null, influencers: 'full' });
  if (!view) throw campaignNotFound();
  return view;
}

/**
 * Usage rights and exclusivity bind the creator but are not in the spec's texts: a change of
 * either is a change of terms too (issue 31). A row from before offers were data has none to compare.
 */
function rightsChanged(next: CampaignOffer | null | undefined, previous: CampaignOffer | null): boolean {
  if (!next || !previous) return false;
  const [was, is] = [previous.exclusivity, next.exclusivity];
  return (
    next.usageRights.kind !== previous.usageRights.kind ||
    next.usageRights.months !== previous.usageRights.months ||
    was?.days !== is?.days ||
    was?.category !== is?.category
  );
}

/** One e-mail to each creator in the campaign (invited, applied or hired), queued with the edit. */
async function tellCreators(
  context: AppContext,
  tx: Parameters<typeof activeEntryContacts>[0],
  campaign: CampaignRow,
  changed: string[],
): Promise<void> {
  for (const creator of await activeEntryContacts(tx, campaign.id)) {
    await announce(tx, {
      kind: 'terms-changed',
      to: creator.id,
      about: { campaignId: campaign.id, brandId: campaign.brandId },
      mail: termsChangedEmail(
        creator.email,
        { ...mailFacts(campaign, context.config.publicUrl), creatorFirstName: creator.firstName, changed },
        accountAudience(context, creator.id),
      ),
    });
  }
}

function storeImage(
  tx: Parameters<typeof storeProcessedImage>[0],
  storage: AppContext['storage'],
  image: { filename: string; processed: ProcessedImage },
  brandId: string,
): Promise<FileRow> {
  return storeProcessedImage(tx, storage, image.processed, {
    purpose: 'campaign-image',
    visibility: 'public',
    ownerAccountId: brandId,
    originalName: image.filename || null,
  });
}

function newSlotIndex(slot: string): number | null {
  const match = NEW_IMAGE_SLOT_PATTERN.exec(slot);
  return match ? Number(match[1]) : null;
}

/**
 * With an `imageOrder`, each new file must be placed exactly once (new:0 … new:N-1); without one,
 * the new files go after the kept images. Checked before any image is processed.
 */
function checkNewImageSlots(fields: EditCampaignFields, files: UploadedImage[]): UploadedImage[] {
  if (!fields.imageOrder) return files;
  const named = fields.imageOrder.map(newSlotIndex).filter((index): index is number => index !== null);
  const expected = files.map((_, index) => index);
  if (named.length !== files.length || !expected.every((index) => named.includes(index))) {
    throw validationFailed([
      {
        field: 'imageOrder',
        message: `Place each of the ${files.length} new images once, as new:0 to new:${Math.max(files.length - 1, 0)}`,
      },
    ]);
  }
  return files;
}

/** The kept images must be the campaign's own, and at least one image and at most the limit remain. */
function checkKeptImages(order: string[], current: FileRow[]): void {
  const issues: FieldIssue[] = [];
  const own = new Set(current.map((file) => file.id));
  const foreign = order.filter((slot) => newSlotIndex(slot) === null && !own.has(slot));
  if (foreign.length > 0) {
    issues.push({ field: 'imageOrder', message: 'Keep only images of this campaign (they may have been removed)' });
  }
  if (order.length === 0) issues.push({ field: 'images', message: 'Add at least one image' });
  if (order.length > UPLOAD_LIMITS.maxFilesPerCampaign) {
    issues.push({ field: 'images', message: `Use at most ${UPLOAD_LIMITS.maxFilesPerCampaign} images` });
  }
  if (issues.length > 0) throw validationFailed(issues);
}
