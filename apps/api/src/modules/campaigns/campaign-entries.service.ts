import {
  ACCOUNT_QUOTAS,
  AppError,
  CAMPAIGN_MESSAGES,
  type ApplicationStatus,
  type CampaignEntryResponse,
  type EntryStatus,
} from '@equicreators/shared';
import type { AppContext } from '../../app-context.ts';
import type { Principal } from '../../platform/auth/authenticate.ts';
import { queueMail } from '../../platform/mail/mailer.ts';
import {
  advanceEntry,
  findActiveCreatorContact,
  findEntry,
  insertEntryIfAbsent,
  type CreatorContact,
} from './campaign-entries.repository.ts';
import { applicationEmail, campaignInvitationEmail, hiredEmail } from './campaigns.emails.ts';
import { findCampaignById, type CampaignRow } from './campaigns.repository.ts';
import { campaignNotFound } from './campaigns.service.ts';
import { requireBrandAccess } from '../billing/billing-access.service.ts';

type EntryTarget = { campaignId: string; influencerId: string };

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
  return { hasApplied: status === 'Applied' || status === 'Hired', status };
}

/**
 * POST …/influencer/{influencerId}: from that creator it is an application, from the campaign's
 * brand an invitation. A creator acts only as themselves, a brand only on its own campaigns.
 */
export async function applyOrInvite(
  context: AppContext,
  principal: Principal,
  target: EntryTarget,
): Promise<CampaignEntryResponse> {
  requireBrandAccess(principal);
  const campaign = await campaignOpenTo(context, principal, target);
  const creator = await findActiveCreatorContact(context.db, target.influencerId);
  if (!creator) throw creatorNotFound();
  return principal.type === 'brand' ? invite(context, campaign, creator) : apply(context, campaign, creator);
}

/**
 * The creator applies: a new entry, or their invitation ('Not Applied') accepted. Both writes are
 * conditional, so of many parallel applications exactly one changes a row and e-mails the brand.
 */
async function apply(
  context: AppContext,
  campaign: CampaignRow,
  creator: CreatorContact,
): Promise<CampaignEntryResponse> {
  const { db, clock, config } = context;
  const keys = { campaignId: campaign.id, creatorId: creator.id };
  const applied = await db.transaction(async (tx) => {
    const now = clock.now();
    const entry =
      (await insertEntryIfAbsent(tx, { ...keys, status: 'Applied', now })) ??
      (await advanceEntry(tx, { ...keys, from: 'Not Applied', to: 'Applied', now }));
    if (!entry) return false;
    await queueMail(
      tx,
      applicationEmail(campaign.ownerEmail, {
        ...mailFacts(campaign, config.publicUrl),
        creatorFirstName: creator.firstName,
        creatorLastName: creator.lastName,
      }),
    );
    return true;
  });
  if (!applied) throw new AppError('CONFLICT', CAMPAIGN_MESSAGES.alreadyApplied);
  context.changes.raise('campaigns');
  return { success: true, status: 'Applied', message: CAMPAIGN_MESSAGES.applied };
}

/**
 * The brand invites: a 'Not Applied' entry and an e-mail with a link to the campaign. Each
 * invitation e-mails someone, so it is counted per brand per day and per creator per brand
 * (ACCOUNT_QUOTAS) before anything is written; one that sends nothing (already in the campaign,
 * or a failure) gives its count back.
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
  const invited = await insertInvitation(context, campaign, creator).catch(async (error: unknown) => {
    await refund();
    throw error;
  });
  if (!invited) {
    await refund();
    throw new AppError('CONFLICT', CAMPAIGN_MESSAGES.alreadyAssigned);
  }
  context.changes.raise('campaigns');
  return { success: true, status: 'Not Applied', message: CAMPAIGN_MESSAGES.invited };
}

/** The entry and its e-mail in one transaction; false when the creator is already in the campaign. */
function insertInvitation(context: AppContext, campaign: CampaignRow, creator: CreatorContact): Promise<boolean> {
  const { db, clock, config } = context;
  return db.transaction(async (tx) => {
    const entry = await insertEntryIfAbsent(tx, {
      campaignId: campaign.id,
      creatorId: creator.id,
      status: 'Not Applied',
      now: clock.now(),
    });
    if (!entry) return false;
    await queueMail(
      tx,
      campaignInvitationEmail(creator.email, {
        ...mailFacts(campaign, config.publicUrl),
        creatorFirstName: creator.firstName,
      }),
    );
    return true;
  });
}

/**
 * POST /api/campaign/{id}/hire: the campaign's brand hires a creator who applied. Hiring someone
 * already hired changes nothing and succeeds, so a repeated click (or a race) hires and e-mails once.
 */
export async function hire(context: AppContext, principal: Principal, target: EntryTarget): Promise<{ success: true }> {
  const { db, clock, config } = context;
  requireBrandAccess(principal);
  const campaign = await campaignOpenTo(context, principal, target);
  const creator = await findActiveCreatorContact(db, target.influencerId);
  if (!creator) throw creatorNotFound();
  const hired = await db.transaction(async (tx) => {
    const now = clock.now();
    const entry = await advanceEntry(tx, {
      campaignId: campaign.id,
      creatorId: creator.id,
      from: 'Applied',
      to: 'Hired',
      now,
    });
    if (!entry) return false;
    await queueMail(
      tx,
      hiredEmail(creator.email, { ...mailFacts(campaign, config.publicUrl), creatorFirstName: creator.firstName }),
    );
    return true;
  });
  if (hired) {
    context.changes.raise('campaigns');
    return { success: true };
  }
  const status = (await findEntry(db, campaign.id, creator.id))?.status ?? null;
  return hireRefusal(status);
}

function hireRefusal(status: EntryStatus | null): { success: true } {
  if (status === 'Hired') return { success: true };
  if (status === 'Not Applied') {
    throw new AppError('CONFLICT', 'This creator has not applied yet. You can hire them once they apply.');
  }
  throw new AppError('NOT_FOUND', 'This creator has not applied to this campaign.');
}

/**
 * The campaign, if the caller may act on this entry: the creator named in the path (only
 * themselves) or the campaign's own brand. Anything else answers 404, as if it did not exist.
 */
async function campaignOpenTo(context: AppContext, principal: Principal, target: EntryTarget): Promise<CampaignRow> {
  if (principal.type === 'admin') throw new AppError('FORBIDDEN', 'Only creators and brands take part in campaigns.');
  if (principal.type === 'contentCreator' && principal.accountId !== target.influencerId) {
    throw new AppError('NOT_FOUND', 'You can only apply or check your own status.');
  }
  const campaign = await findCampaignById(context.db, target.campaignId);
  if (!campaign) throw campaignNotFound();
  if (principal.type === 'brand' && campaign.brandId !== principal.accountId) throw campaignNotFound();
  return campaign;
}

function creatorNotFound(): AppError {
  return new AppError('NOT_FOUND', 'This creator does not exist.');
}

function mailFacts(campaign: CampaignRow, publicUrl: string) {
  return {
    campaignId: campaign.id,
    campaignTitle: campaign.title,
    companyName: campaign.companyName,
    publicUrl,
  };
}
