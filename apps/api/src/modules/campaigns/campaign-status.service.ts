import {
  AppError,
  CAMPAIGN_MESSAGES,
  CAMPAIGN_STATUSES,
  describeDates,
  effectiveCampaignStatus,
  nextCampaignStatus,
  type CampaignDeletedResponse,
  type CampaignStatusAction,
  type CampaignStatusResponse,
} from '@equicreators/shared';
import type { AppContext } from '../../app-context.ts';
import type { Principal } from '../../platform/auth/authenticate.ts';
import { requireBrandAccess } from '../billing/billing-access.service.ts';
import { deleteStoredBytes } from '../files/files.service.ts';
import {
  campaignHasHistory,
  deleteCampaignRow,
  deleteFileRows,
  imageFilesOf,
  lockCampaign,
  setCampaignStatus,
  updateCampaignRow,
} from './campaign-lifecycle.repository.ts';
import { findCampaignById, type CampaignRow } from './campaigns.repository.ts';
import { campaignNotFound } from './campaigns.service.ts';

const DONE: Record<CampaignStatusAction, string> = {
  close: CAMPAIGN_MESSAGES.closedDone,
  reopen: CAMPAIGN_MESSAGES.reopened,
  archive: CAMPAIGN_MESSAGES.archived,
  restore: CAMPAIGN_MESSAGES.restored,
};

/**
 * POST /api/campaign/{id}/close | reopen | archive | restore (the campaign's brand). One
 * conditional update, so racing changes apply in some order and none is half-done; asking for the
 * state the campaign is already in succeeds and changes nothing. Reopening removes an application
 * deadline that has passed (else the campaign would stay closed by it); an archived campaign
 * changes only by being restored, to closed (docs/decisions/026).
 */
export async function changeCampaignStatus(
  context: AppContext,
  principal: Principal,
  campaignId: string,
  action: CampaignStatusAction,
): Promise<CampaignStatusResponse> {
  // Closing, archiving and restoring (to closed) wind a campaign down or only show it again;
  // reopening takes applications again, which a brand without access may not (decisions 018, 026).
  if (action === 'reopen') await requireBrandAccess(context.db, principal);
  const campaign = await ownCampaign(context, principal, campaignId);
  const now = context.clock.now();
  // The machine's moves for this action, all leading to one state.
  const from = CAMPAIGN_STATUSES.filter((status) => nextCampaignStatus(status, action) !== null);
  const target = from[0] ? nextCampaignStatus(from[0], action) : null;
  if (!target) throw new Error(`The campaign machine has no move for ${action}`);
  const changed = await setCampaignStatus(context.db, {
    id: campaign.id,
    from,
    to: target,
    now,
    ...(action === 'reopen' ? { clearDeadlineBefore: now } : {}),
  });
  if (changed) {
    if (action === 'reopen') await forgetPassedOfferDeadline(context.db, changed);
    context.changes.raise('campaigns');
    return {
      success: true,
      status: effectiveCampaignStatus(changed.status, changed.applicationDeadline, now),
      message: DONE[action],
    };
  }
  const current = (await findCampaignById(context.db, campaign.id))?.status;
  if (current === undefined) throw campaignNotFound();
  if (current === target) return { success: true, status: target, message: DONE[action] };
  throw new AppError(
    'CONFLICT',
    action === 'restore' ? CAMPAIGN_MESSAGES.notArchived : CAMPAIGN_MESSAGES.archivedCannotChange,
  );
}

/**
 * The offer's deadline goes with the row's when a reopening removed it (issue 31): else the form
 * would bring the passed day back on the next edit (a kept day may stay) and close the campaign
 * again. The spec's `deadlines` text follows when it was derived from the offer.
 */
async function forgetPassedOfferDeadline(db: AppContext['db'], row: CampaignRow): Promise<void> {
  if (!row.offer?.applicationDeadline || row.applicationDeadline !== null) return;
  const offer = { ...row.offer, applicationDeadline: null };
  const derived = row.deadlines === describeDates(row.offer);
  await updateCampaignRow(db, row.id, { offer, ...(derived ? { deadlines: describeDates(offer) } : {}) });
}

/**
 * DELETE /api/campaign/{id} (the campaign's brand): only a campaign with nothing to keep (no
 * hire, no message) is deleted, with its entries and its images; else 409, archive it instead.
 * The check and the deletion hold the campaign's row, so a hire cannot slip in between (a hire
 * takes the row for share). The images' bytes are removed from storage after the commit.
 */
export async function deleteCampaign(
  context: AppContext,
  principal: Principal,
  campaignId: string,
): Promise<CampaignDeletedResponse> {
  const { db } = context;
  await ownCampaign(context, principal, campaignId);
  const removedFiles = await db.transaction(async (tx) => {
    const locked = await lockCampaign(tx, campaignId, 'update');
    if (!locked) throw campaignNotFound();
    if (await campaignHasHistory(tx, campaignId)) throw new AppError('CONFLICT', CAMPAIGN_MESSAGES.deleteHasHires);
    const images = await imageFilesOf(tx, campaignId);
    await deleteCampaignRow(tx, campaignId);
    await deleteFileRows(
      tx,
      images.map((file) => file.id),
    );
    return images;
  });
  context.changes.raise('campaigns');
  await removeBytes(context, removedFiles);
  return { success: true, message: CAMPAIGN_MESSAGES.deleted };
}

/** Removes stored bytes after their records are gone; a failure leaves an orphan file, logged, never an error. */
export async function removeBytes(
  context: AppContext,
  removed: Parameters<typeof deleteStoredBytes>[1][],
): Promise<void> {
  const results = await Promise.allSettled(removed.map((file) => deleteStoredBytes(context.storage, file)));
  for (const result of results) {
    if (result.status === 'rejected') context.logger.warn({ err: result.reason }, 'A removed image stayed in storage');
  }
}

/** The caller's own campaign (a brand's); anyone else's, or none, answers 404. */
export async function ownCampaign(context: AppContext, principal: Principal, campaignId: string): Promise<CampaignRow> {
  const campaign = await findCampaignById(context.db, campaignId);
  if (!campaign || principal.type !== 'brand' || campaign.brandId !== principal.accountId) throw campaignNotFound();
  return campaign;
}
