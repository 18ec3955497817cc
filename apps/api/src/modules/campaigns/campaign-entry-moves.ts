import {
  AppError,
  CAMPAIGN_MESSAGES,
  effectiveCampaignStatus,
  moveEntry,
  type CampaignStatus,
  type EntryAction,
  type EntryActor,
  type EntryMoveRefusal,
  type EntryStatus,
} from '@equicreators/shared';
import type { Database } from '../../db/client.ts';
import { findEntry, insertEntryIfAbsent, type CampaignEntryRow } from './campaign-entries.repository.ts';
import { lockCampaign, moveEntryRow } from './campaign-lifecycle.repository.ts';
import type { CampaignRow } from './campaigns.repository.ts';
import { campaignNotFound } from './campaigns.service.ts';

const ACTOR_OF: Record<EntryAction, EntryActor> = {
  invite: 'brand',
  apply: 'contentCreator',
  hire: 'brand',
  decline: 'brand',
  withdraw: 'contentCreator',
};

export type EntryMoveOutcome =
  | { moved: true; campaign: CampaignRow; from: EntryStatus | null; entry: CampaignEntryRow }
  | { moved: false; status: EntryStatus | null; reason: EntryMoveRefusal };

/**
 * One move of the entry machine (packages/shared campaign-lifecycle.ts), inside the caller's
 * transaction: the campaign's row is locked for share, so a close, an archive or an edit either
 * committed before (and is seen here) or waits for this move; the machine decides from the
 * campaign's state now and the entry's status; then one conditional write makes the move, so of
 * racing moves on one entry (a hire and a withdrawal, fifty applications) exactly one changes it.
 * A hire locks the row for update instead: hires then take turns, each counting the spots its
 * predecessors filled (a share lock upgraded to write the count would deadlock racing hires).
 */
export async function moveEntryInTransaction(
  tx: Database,
  {
    campaignId,
    creatorId,
    action,
    now,
    lock = 'share',
  }: { campaignId: string; creatorId: string; action: EntryAction; now: Date; lock?: 'share' | 'update' },
): Promise<EntryMoveOutcome> {
  const campaign = await lockCampaign(tx, campaignId, lock);
  if (!campaign) throw campaignNotFound();
  const state: CampaignStatus = effectiveCampaignStatus(campaign.status, campaign.applicationDeadline, now);
  const current = (await findEntry(tx, campaignId, creatorId))?.status ?? null;
  const verdict = moveEntry(current, action, ACTOR_OF[action], state);
  if (!verdict.allowed) return { moved: false, status: current, reason: verdict.reason };
  const keys = { campaignId, creatorId, now };
  const entry =
    current === null
      ? await insertEntryIfAbsent(tx, { ...keys, status: verdict.to === 'Not Applied' ? 'Not Applied' : 'Applied' })
      : await moveEntryRow(tx, { ...keys, from: [current], to: verdict.to });
  if (entry) return { moved: true, campaign, from: current, entry };
  // Another request changed the entry between the read and the write: judged on what it left.
  const after = (await findEntry(tx, campaignId, creatorId))?.status ?? null;
  const again = moveEntry(after, action, ACTOR_OF[action], state);
  return { moved: false, status: after, reason: again.allowed ? 'status' : again.reason };
}

/**
 * The answer to a refused move, in words for the person who tried it. A repeated decline or
 * withdrawal is not refused: the caller answers success (the second click changes nothing).
 */
export function refusalOf(action: EntryAction, status: EntryStatus | null, reason: EntryMoveRefusal): AppError {
  if (reason === 'campaignClosed' || reason === 'campaignArchived') {
    if (action === 'apply') return conflict(CAMPAIGN_MESSAGES.closed);
    if (action === 'invite') return conflict(CAMPAIGN_MESSAGES.closedToInvitations);
    return conflict(CAMPAIGN_MESSAGES.archivedCannotChange);
  }
  if (reason === 'actor') return new AppError('FORBIDDEN', 'This is for the other side of the campaign to do.');
  switch (action) {
    case 'apply':
      return conflict(status === 'Declined' ? CAMPAIGN_MESSAGES.notSelected : CAMPAIGN_MESSAGES.alreadyApplied);
    case 'invite':
      if (status === 'Invitation Declined') return conflict(CAMPAIGN_MESSAGES.creatorDeclinedInvitation);
      return conflict(status === 'Withdrawn' ? CAMPAIGN_MESSAGES.creatorWithdrew : CAMPAIGN_MESSAGES.alreadyAssigned);
    case 'hire':
      if (status === 'Not Applied') {
        return conflict('This creator has not applied yet. You can hire them once they apply.');
      }
      if (status === 'Withdrawn') return conflict(CAMPAIGN_MESSAGES.creatorWithdrew);
      if (status === 'Invitation Declined') return conflict(CAMPAIGN_MESSAGES.creatorDeclinedInvitation);
      if (status === 'Declined') return conflict('You declined this creator for this campaign.');
      return new AppError('NOT_FOUND', 'This creator has not applied to this campaign.');
    case 'decline':
      if (status === null) return new AppError('NOT_FOUND', 'This creator has not applied to this campaign.');
      if (status === 'Withdrawn') return conflict(CAMPAIGN_MESSAGES.creatorWithdrew);
      if (status === 'Invitation Declined') return conflict(CAMPAIGN_MESSAGES.creatorDeclinedInvitation);
      return conflict(CAMPAIGN_MESSAGES.cannotDecline);
    case 'withdraw':
      if (status === null) return new AppError('NOT_FOUND', CAMPAIGN_MESSAGES.cannotWithdraw);
      if (status === 'Declined') return conflict(CAMPAIGN_MESSAGES.notSelected);
      if (status === 'Hired') {
        return conflict('You are hired on this campaign: talk with the brand in your order instead.');
      }
      return conflict(CAMPAIGN_MESSAGES.cannotWithdraw);
  }
}

function conflict(message: string): AppError {
  return new AppError('CONFLICT', message);
}
