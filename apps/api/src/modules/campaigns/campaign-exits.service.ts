import { AppError, CAMPAIGN_MESSAGES, type CampaignEntryResponse, type EntryStatus } from '@equicreators/shared';
import type { AppContext } from '../../app-context.ts';
import { accountAudience } from '../../platform/mail/mail-links.ts';
import type { Principal } from '../../platform/auth/authenticate.ts';
import { announce } from '../notifications/notification-events.ts';
import { findActiveCreatorContact } from './campaign-entries.repository.ts';
import { campaignOpenTo, creatorNotFound, mailFacts } from './campaign-entries.service.ts';
import { moveEntryInTransaction, refusalOf } from './campaign-entry-moves.ts';
import { declinedEmail } from './campaign-lifecycle.emails.ts';

/**
 * POST /api/campaign/{id}/applicants/{creatorId}/decline: the campaign's brand turns an applicant
 * down (also on a closed campaign). The creator is told politely by e-mail and sees 'Not selected';
 * they cannot apply again. Declining again changes nothing and succeeds; a decline racing the
 * creator's withdrawal: exactly one of them happens.
 */
export async function declineApplicant(
  context: AppContext,
  principal: Principal,
  target: { campaignId: string; creatorId: string },
): Promise<CampaignEntryResponse> {
  const { db, clock, config } = context;
  const campaign = await campaignOpenTo(context, principal, {
    campaignId: target.campaignId,
    influencerId: target.creatorId,
  });
  const creator = await findActiveCreatorContact(db, target.creatorId);
  if (!creator) throw creatorNotFound();
  const outcome = await db.transaction(async (tx) => {
    const moved = await moveEntryInTransaction(tx, {
      campaignId: campaign.id,
      creatorId: creator.id,
      action: 'decline',
      now: clock.now(),
    });
    if (!moved.moved) return moved;
    await announce(tx, {
      kind: 'not-selected',
      to: creator.id,
      about: { campaignId: campaign.id, brandId: campaign.brandId },
      mail: declinedEmail(
        creator.email,
        { ...mailFacts(moved.campaign, config.publicUrl), creatorFirstName: creator.firstName },
        accountAudience(context, creator.id),
      ),
    });
    return moved;
  });
  const answer: CampaignEntryResponse = { success: true, status: 'Declined', message: CAMPAIGN_MESSAGES.declined };
  if (outcome.moved) {
    context.changes.raise('campaigns');
    return answer;
  }
  if (outcome.status === 'Declined') return answer;
  throw refusalOf('decline', outcome.status, outcome.reason);
}

/**
 * POST /api/campaign/{id}/withdraw: the creator withdraws their application ('Withdrawn'), or
 * declines their invitation ('Invitation Declined'), before a hire (on any campaign, even archived).
 * The brand sees which of the two it was and cannot invite them back; the creator may apply while
 * the campaign is open (docs/decisions/025). Withdrawing again changes nothing and succeeds.
 */
export async function withdrawFromCampaign(
  context: AppContext,
  principal: Principal,
  campaignId: string,
): Promise<CampaignEntryResponse> {
  if (principal.type !== 'contentCreator') {
    throw new AppError('FORBIDDEN', 'Only creators withdraw from campaigns.');
  }
  const { db, clock } = context;
  await campaignOpenTo(context, principal, { campaignId, influencerId: principal.accountId });
  const outcome = await db.transaction(async (tx) => {
    const moved = await moveEntryInTransaction(tx, {
      campaignId,
      creatorId: principal.accountId,
      action: 'withdraw',
      now: clock.now(),
    });
    // Keyed on where the entry came from, whatever status it now holds: an invitation turned down.
    if (moved.moved && moved.from === 'Not Applied') {
      await announce(tx, {
        kind: 'invitation-declined',
        to: moved.campaign.brandId,
        about: { campaignId, creatorId: principal.accountId },
      });
    }
    return moved;
  });
  if (outcome.moved) {
    context.changes.raise('campaigns');
    return { success: true, status: outcome.entry.status, message: withdrawalMessage(outcome.entry.status) };
  }
  if (outcome.status === 'Withdrawn' || outcome.status === 'Invitation Declined') {
    return { success: true, status: outcome.status, message: withdrawalMessage(outcome.status) };
  }
  throw refusalOf('withdraw', outcome.status, outcome.reason);
}

function withdrawalMessage(status: EntryStatus): string {
  return status === 'Invitation Declined' ? CAMPAIGN_MESSAGES.invitationDeclined : CAMPAIGN_MESSAGES.withdrawn;
}
