import {
  ACCOUNT_QUOTAS,
  AppError,
  CAMPAIGN_MESSAGES,
  type ApplicationStatus,
  type CampaignEntryResponse,
} from '@equicreators/shared';
import type { AppContext } from '../../app-context.ts';
import { accountAudience } from '../../platform/mail/mail-links.ts';
import type { Principal } from '../../platform/auth/authenticate.ts';
import {
  findActiveCreatorContact,
  findEntry,
  setEntryPitch,
  type CreatorContact,
} from './campaign-entries.repository.ts';
import { moveEntryInTransaction, refusalOf } from './campaign-entry-moves.ts';
import { storedOffer } from './campaign-offer.ts';
import { checkPitchAgainstOffer, isCampaignFull, NO_PITCH, type PitchFields } from './campaign-pitch.ts';
import { applicationEmail, campaignInvitationEmail } from './campaigns.emails.ts';
import { findCampaignById, type CampaignRow } from './campaigns.repository.ts';
import { campaignNotFound } from './campaigns.service.ts';
import { requireBrandAccess } from '../billing/billing-access.service.ts';
import { findOpenProposal, withdrawOpenProposal } from '../deals/deals.repository.ts';
import { announce } from '../notifications/notification-events.ts';
import { presentHireOffer } from './campaign-hire-offers.presenter.ts';

export type EntryTarget = { campaignId: string; influencerId: string };

/**
 * GET …/influencer/{influencerId}/status: asked by that creator before applying, or by the
 * campaign's brand before inviting. `hasApplied` is true once the creator applied (or was hired).
 */
export async function applicationStatus(
  context: AppContext,
  principal: Principal,
  target: EntryTarget,
): Promise<ApplicationStatus> {
  await campaignOpenTo(context, principal, target);
  const entry = await findEntry(context.db, target.campaignId, target.influencerId);
  const status = entry?.status ?? null;
  // A brand's offer waits on an application, never on a hire (issue 46).
  const open =
    status === 'Applied'
      ? await findOpenProposal(context.db, { campaignId: target.campaignId, creatorId: target.influencerId })
      : null;
  return {
    hasApplied: status === 'Applied' || status === 'Hired',
    status,
    offer: open ? presentHireOffer(open) : null,
  };
}

/**
 * POST …/influencer/{influencerId}: from that creator it is an application (with their pitch,
 * issue 31), from the campaign's brand an invitation. A creator acts only as themselves, a brand
 * only on its own campaigns.
 */
export async function applyOrInvite(
  context: AppContext,
  principal: Principal,
  target: EntryTarget,
  pitch: PitchFields = NO_PITCH,
): Promise<CampaignEntryResponse> {
  await requireBrandAccess(context.db, principal);
  const campaign = await campaignOpenTo(context, principal, target);
  const creator = await findActiveCreatorContact(context.db, target.influencerId);
  if (!creator) throw creatorNotFound();
  return principal.type === 'brand' ? invite(context, campaign, creator) : apply(context, campaign, creator, pitch);
}

/**
 * The creator applies: a new entry, their invitation ('Not Applied') accepted, or again after
 * withdrawing, while the campaign is open and has spots left (entry machine,
 * campaign-entry-moves.ts). The pitch goes on the entry in the same transaction, replacing an
 * earlier application's. Of many parallel applications exactly one changes a row and e-mails the brand.
 */
async function apply(
  context: AppContext,
  campaign: CampaignRow,
  creator: CreatorContact,
  pitch: PitchFields,
): Promise<CampaignEntryResponse> {
  const { db, clock, config } = context;
  const outcome = await db.transaction(async (tx) => {
    const now = clock.now();
    const moved = await moveEntryInTransaction(tx, {
      campaignId: campaign.id,
      creatorId: creator.id,
      action: 'apply',
      now,
    });
    if (!moved.moved) return moved;
    // Judged on the campaign as locked: an edit or a hire cannot change it under the application.
    if (isCampaignFull(moved.campaign)) throw new AppError('CONFLICT', CAMPAIGN_MESSAGES.full);
    const { offer } = storedOffer(moved.campaign);
    checkPitchAgainstOffer(pitch, offer);
    const ids = { campaignId: campaign.id, creatorId: creator.id };
    // Her rate, or the listed fee she applied to, is in the campaign's currency as it is now.
    await setEntryPitch(tx, ids, {
      message: pitch.pitch,
      proposedFeeMinor: pitch.proposedFeeMinor,
      links: pitch.links,
      currency: offer.currency,
    });
    // A new application starts afresh: an offer made on the one before no longer stands.
    await withdrawOpenProposal(tx, ids, now);
    await announce(tx, {
      kind: 'application-received',
      to: moved.campaign.brandId,
      about: { campaignId: campaign.id, creatorId: creator.id },
      mail: applicationEmail(
        moved.campaign.ownerEmail,
        {
          ...mailFacts(moved.campaign, config.publicUrl),
          creatorFirstName: creator.firstName,
          creatorLastName: creator.lastName,
        },
        accountAudience(context, moved.campaign.brandId),
      ),
    });
    return moved;
  });
  if (!outcome.moved) throw refusalOf('apply', outcome.status, outcome.reason);
  context.changes.raise('campaigns');
  return { success: true, status: 'Applied', message: CAMPAIGN_MESSAGES.applied };
}

/**
 * The brand invites: a 'Not Applied' entry and an e-mail with a link to the campaign, while the
 * campaign is open. Each invitation e-mails someone, so it is counted per brand per day and per
 * creator per brand (ACCOUNT_QUOTAS) before anything is written; one that sends nothing (already
 * in the campaign, the campaign closed, or a failure) gives its count back.
 */
async function invite(
  context: AppContext,
  campaign: CampaignRow,
  creator: CreatorContact,
): Promise<CampaignEntryResponse> {
  const refund = await context.limits.consumeQuotas([
    { rule: ACCOUNT_QUOTAS.invitationsPerBrand, key: campaign.brandId },
    { rule: ACCOUNT_QUOTAS.invitationsPerCreatorPerBrand, key: `${campaign.brandId}:${creator.id}` },
  ]);
  const refusal = await insertInvitation(context, campaign, creator).catch(async (error: unknown) => {
    await refund();
    throw error;
  });
  if (refusal) {
    await refund();
    throw refusal;
  }
  context.changes.raise('campaigns');
  return { success: true, status: 'Not Applied', message: CAMPAIGN_MESSAGES.invited };
}

/** The entry and its e-mail in one transaction; the refusal when no invitation was made. */
function insertInvitation(
  context: AppContext,
  campaign: CampaignRow,
  creator: CreatorContact,
): Promise<AppError | null> {
  const { db, clock, config } = context;
  return db.transaction(async (tx) => {
    const moved = await moveEntryInTransaction(tx, {
      campaignId: campaign.id,
      creatorId: creator.id,
      action: 'invite',
      now: clock.now(),
    });
    if (!moved.moved) return refusalOf('invite', moved.status, moved.reason);
    // Nothing written yet stays: the throw rolls the entry back and the caller refunds the quotas.
    if (isCampaignFull(moved.campaign)) throw new AppError('CONFLICT', CAMPAIGN_MESSAGES.fullToInvitations);
    await announce(tx, {
      kind: 'invitation-received',
      to: creator.id,
      about: { campaignId: campaign.id, brandId: campaign.brandId },
      mail: campaignInvitationEmail(
        creator.email,
        { ...mailFacts(moved.campaign, config.publicUrl), creatorFirstName: creator.firstName },
        accountAudience(context, creator.id),
      ),
    });
    return null;
  });
}

/**
 * The campaign, if the caller may act on this entry: the creator named in the path (only
 * themselves) or the campaign's own brand. Anything else answers 404, as if it did not exist.
 */
export async function campaignOpenTo(
  context: AppContext,
  principal: Principal,
  target: EntryTarget,
): Promise<CampaignRow> {
  if (principal.type === 'admin') throw new AppError('FORBIDDEN', 'Only creators and brands take part in campaigns.');
  if (principal.type === 'contentCreator' && principal.accountId !== target.influencerId) {
    throw new AppError('NOT_FOUND', 'You can only apply or check your own status.');
  }
  const campaign = await findCampaignById(context.db, target.campaignId);
  if (!campaign) throw campaignNotFound();
  if (principal.type === 'brand' && campaign.brandId !== principal.accountId) throw campaignNotFound();
  return campaign;
}

export function creatorNotFound(): AppError {
  return new AppError('NOT_FOUND', 'This creator does not exist.');
}

export function mailFacts(campaign: CampaignRow, publicUrl: string) {
  return {
    campaignId: campaign.id,
    campaignTitle: campaign.title,
    companyName: campaign.companyName,
    publicUrl,
  };
}
